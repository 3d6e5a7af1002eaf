import { describe, expect, it } from 'vitest';
import { createWriteLock } from '../../../../src/services/storage/writeLock.ts';

/** A write that finishes when told to, recording when it started. */
function heldWrite(log: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    write: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish,
  };
}

describe('writeLock without Web Locks (the in-page order)', () => {
  it('runs writes one at a time, in the order asked', async () => {
    const lock = createWriteLock('test.writes', undefined);
    const log: string[] = [];
    const first = heldWrite(log, 'first');
    const second = heldWrite(log, 'second');
    const results = [lock.run(first.write), lock.run(second.write)];
    await Promise.resolve();
    expect(log).toEqual(['start first']);
    second.finish();
    first.finish();
    expect(await Promise.all(results)).toEqual(['first', 'second']);
    expect(log).toEqual(['start first', 'end first', 'start second', 'end second']);
  });

  it('a failed write answers its caller and does not hold back the next', async () => {
    const lock = createWriteLock('test.writes', undefined);
    const failed = lock.run(() => Promise.reject(new Error('disk')));
    const next = lock.run(async () => 'next');
    await expect(failed).rejects.toThrow('disk');
    expect(await next).toBe('next');
  });
});

describe('writeLock with Web Locks', () => {
  it('asks the browser for the named lock at once, so another tab or a test can wait behind it', async () => {
    const asked: string[] = [];
    const locks = {
      request: (name: string, callback: () => Promise<unknown>) => {
        asked.push(name);
        return callback();
      },
    } as unknown as LockManager;
    const lock = createWriteLock('pingme.messageCache.writes', locks);
    const written = lock.run(async () => 'kept');
    expect(asked).toEqual(['pingme.messageCache.writes']);
    expect(await written).toBe('kept');
  });
});
