import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ChatListAnswer, DialogPage } from '../../../../src/services/api/contract/messaging.ts';
import { plainSchema, rowsOf } from '../../../../src/services/api/contract/rows.ts';

const chat = (other: string, extra: Record<string, unknown> = {}) => ({
  ownFullNumber: '12025550100',
  ownTelCode: '1',
  ownNumber: '2025550100',
  otherFullNumber: other,
  otherTelCode: '1',
  otherNumber: other.slice(1),
  date: 1_700_000_000_000,
  text: 'secret text',
  media: '',
  type: 'sms',
  smsId: `id-${other}`,
  direction: 'in',
  status: 0,
  deleted: false,
  ...extra,
});

describe('rowsOf: row-tolerant lists (issue 22)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the readable rows of a list with one bad row, in order, and logs the bad one without its values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const parsed = ChatListAnswer.parse({
      chatList: [chat('12025550101'), chat('12025550102', { type: 'fax' }), chat('12025550103')],
      syncTime: 5,
    });
    expect(parsed.chatList.map((row) => row.otherFullNumber)).toEqual(['12025550101', '12025550103']);
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = String(warn.mock.calls[0]?.[0]);
    expect(logged).toContain('row 1');
    expect(logged).toContain('type');
    // Never a person's data in the log.
    expect(logged).not.toContain('secret text');
    expect(logged).not.toContain('12025550102');
  });

  it('reads any direction other than in/out as inbound (spec 1 §3)', () => {
    const parsed = ChatListAnswer.parse({ chatList: [chat('12025550101', { direction: 'sideways' })], syncTime: 5 });
    expect(parsed.chatList[0]?.direction).toBe('in');
    const page = DialogPage.parse({
      dialogList: [
        {
          smsId: 'a',
          date: 1,
          direction: 42,
          type: 'sms',
          text: 'x',
          media: '',
          status: 0,
          highlightTarget: '',
          highlightText: '',
        },
      ],
      nextStartTime: null,
    });
    expect(page.dialogList[0]?.direction).toBe('in');
    expect(
      ChatListAnswer.parse({ chatList: [chat('12025550101', { direction: 'out' })], syncTime: 5 }).chatList[0]
        ?.direction,
    ).toBe('out');
  });

  it('an answer that is not a list at all is still malformed', () => {
    expect(ChatListAnswer.safeParse({ chatList: 'nope', syncTime: 5 }).success).toBe(false);
  });

  it('the plain schema (what the server promises and documents) refuses the bad row', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const plain = plainSchema(ChatListAnswer);
    expect(plain).not.toBe(ChatListAnswer);
    expect(plain.safeParse({ chatList: [chat('12025550102', { type: 'fax' })], syncTime: 5 }).success).toBe(false);
    expect(plain.safeParse({ chatList: [chat('12025550101')], syncTime: 5 }).success).toBe(true);
    const json = z.toJSONSchema(plain, { io: 'output' }) as unknown as {
      properties: { chatList: { type: string; items: { properties: object } } };
    };
    expect(json.properties.chatList.type).toBe('array');
    expect(Object.keys(json.properties.chatList.items.properties)).toContain('direction');
  });

  it('a schema without tolerant lists is its own plain schema; a top-level list becomes its plain array', () => {
    const Row = z.object({ id: z.number() });
    const Plain = z.object({ id: z.number() });
    expect(plainSchema(Plain)).toBe(Plain);
    const list = rowsOf('test', Row);
    expect(plainSchema(list).safeParse([{ id: 'x' }]).success).toBe(false);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(list.parse([{ id: 1 }, { id: 'x' }, { id: 3 }])).toEqual([{ id: 1 }, { id: 3 }]);
  });
});
