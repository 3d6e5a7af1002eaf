import { describe, expect, it } from 'vitest';
import { idSourceFrom, newId, uuidFromBytes } from '../../../../src/services/ids/newId.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('client-made ids (conventions: smsId)', () => {
  it('uses randomUUID where the page has it', () => {
    const next = idSourceFrom({ randomUUID: () => '00000000-0000-4000-8000-000000000001', getRandomValues: (a) => a });
    expect(next()).toBe('00000000-0000-4000-8000-000000000001');
  });

  it('falls back to getRandomValues on a plain-http origin (no randomUUID)', () => {
    const plainHttp = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) };
    const next = idSourceFrom(plainHttp);
    const ids = Array.from({ length: 200 }, next);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sets the version and variant bits whatever the bytes', () => {
    expect(uuidFromBytes(new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidFromBytes(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('gives the page a working source', () => {
    expect(newId()).toMatch(UUID_V4);
  });
});
