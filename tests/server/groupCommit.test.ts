/**
 * The group commit's ordering and bounds (server/domain/messaging/groupCommit.ts): writes start in
 * the order the batches were cut, never more than `inFlight` at once, and each item is answered by
 * its own batch's write — also when later writes finish first.
 */
import { describe, expect, it } from 'vitest';
import { createGroupCommit } from '../../server/domain/messaging/groupCommit.ts';

interface Write {
  items: readonly number[];
  finish(): void;
}

function controlledWrites() {
  const started: Write[] = [];
  let running = 0;
  let mostRunning = 0;
  const write = (items: readonly number[]) =>
    new Promise<readonly string[]>((resolve) => {
      running += 1;
      mostRunning = Math.max(mostRunning, running);
      started.push({
        items,
        finish: () => {
          running -= 1;
          resolve(items.map((item) => `written ${item}`));
        },
      });
    });
  return { started, write, mostRunning: () => mostRunning };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('with two writes in flight, starts them in submission order and answers each item from its batch', async () => {
    const writes = controlledWrites();
    const commits = createGroupCommit<number, string>({ write: writes.write, maxBatch: 3, inFlight: 2 });
    const answers = [1, 2, 3, 4, 5, 6, 7].map((item) => commits.submit(item));
    await turn();
    // The first batch holds what arrived together (up to maxBatch); the second is cut at once.
    expect(writes.started.map((write) => write.items)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    // The later write finishing first frees a slot: the rest is cut, in order.
    writes.started[1]?.finish();
    await turn();
    expect(writes.started.map((write) => write.items)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    writes.started[0]?.finish();
    writes.started[2]?.finish();
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5, 6, 7].map((item) => `written ${item}`));
    expect(writes.mostRunning()).toBe(2);
    await commits.drain();
  });

  it('with one write in flight, cuts the next batch only when the write before is done', async () => {
    const writes = controlledWrites();
    const commits = createGroupCommit<number, string>({ write: writes.write, maxBatch: 128 });
    const first = commits.submit(1);
    await turn();
    const later = [2, 3, 4].map((item) => commits.submit(item));
    await turn();
    expect(writes.started.map((write) => write.items)).toEqual([[1]]);
    writes.started[0]?.finish();
    await first;
    await turn();
    expect(writes.started.map((write) => write.items)).toEqual([[1], [2, 3, 4]]);
    writes.started[1]?.finish();
    await Promise.all(later);
    expect(writes.mostRunning()).toBe(1);
  });

  it('hands the next batch to its write before answering the items of the batch before', async () => {
    const writes = controlledWrites();
    const commits = createGroupCommit<number, string>({ write: writes.write, maxBatch: 3 });
    const first = commits.submit(1);
    await turn();
    const later = commits.submit(2);
    writes.started[0]?.finish();
    expect(await first).toBe('written 1');
    // By the time the first item hears of its write, the second batch is at the database.
    expect(writes.started.map((write) => write.items)).toEqual([[1], [2]]);
    writes.started[1]?.finish();
    await commits.drain();
    await expect(later).resolves.toBe('written 2');
  });

  it('prepares the next batch while writes run, and writes it once a slot is free', async () => {
    const writes = controlledWrites();
    const prepared: number[][] = [];
    const commits = createGroupCommit<number, string, number>({
      prepare: async (items) => {
        prepared.push([...items]);
        return items.length;
      },
      write: (items) => writes.write(items),
      maxBatch: 2,
    });
    const answers = [1, 2, 3, 4].map((item) => commits.submit(item));
    await turn();
    await turn();
    expect(prepared).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(writes.started.map((write) => write.items)).toEqual([[1, 2]]);
    writes.started[0]?.finish();
    await turn();
    expect(writes.started.map((write) => write.items)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    writes.started[1]?.finish();
    expect(await Promise.all(answers)).toHaveLength(4);
    await commits.drain();
  });

  it('fails the items of a batch whose write fails, and goes on with the next', async () => {
    let calls = 0;
    const commits = createGroupCommit<number, number>({
      write: async (items) => {
        calls += 1;
        if (calls === 1) throw new Error('the database went away');
        return items;
      },
      maxBatch: 1,
      inFlight: 2,
    });
    const [first, second] = [commits.submit(1), commits.submit(2)];
    await expect(first).rejects.toThrow('the database went away');
    await expect(second).resolves.toBe(2);
  });
});
