import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendMessages,
  CHAT_HISTORY_MONTHS,
  formatYearMonth,
  mergeChatList,
  mergeMessages,
  monthChanged,
  monthMarker,
  monthsBetween,
  recentMonths,
  refetchMonths,
  refetchPlan,
  removeConversation,
  removedByTombstones,
  replaceNewestPage,
  replaceWithFirstPage,
  retentionCutoff,
  unreadLabel,
} from '../../../../src/services/chats/index.ts';

/** Months are UTC calendar months, as the contract's `months` and `ym` count them. */
const day = (year: number, month: number, date = 15, hour = 12) => Date.UTC(year, month - 1, date, hour);
/** 22 October 2025. */
const NOW = Date.UTC(2025, 9, 22, 19);

const chat = (other: string, date: number, type = 'sms', text = '') => ({
  ownFullNumber: '14155550100',
  otherFullNumber: other,
  date,
  type,
  text,
});

describe('months', () => {
  it('counts calendar months, across years', () => {
    expect(monthsBetween(day(2025, 10, 1), NOW)).toBe(0);
    expect(monthsBetween(day(2025, 9, 30), NOW)).toBe(1);
    expect(monthsBetween(day(2024, 12, 31), day(2025, 1, 1))).toBe(1);
    expect(monthsBetween(day(2024, 10), NOW)).toBe(12);
  });

  it('counts by UTC, whatever the local time zone', () => {
    expect(monthsBetween(Date.UTC(2025, 8, 30, 23, 59), Date.UTC(2025, 9, 1, 0, 0))).toBe(1);
    expect(monthMarker(Date.UTC(2025, 9, 31, 23, 59))).toBe('2025-10');
    expect(monthMarker(Date.UTC(2025, 10, 1, 0, 0))).toBe('2025-11');
  });

  it('formats a month as the ym of getDialogList', () => {
    expect(recentMonths(NOW, 2).map(formatYearMonth)).toEqual(['2025-10', '2025-09']);
  });

  it('lists the recent months newest first', () => {
    expect(recentMonths(day(2025, 2), 4)).toEqual([
      { year: 2025, month: 2 },
      { year: 2025, month: 1 },
      { year: 2024, month: 12 },
      { year: 2024, month: 11 },
    ]);
    expect(recentMonths(NOW, 0)).toEqual([]);
  });

  it('keeps about four months: this month and the three before it', () => {
    expect(CHAT_HISTORY_MONTHS).toBe(4);
    expect(retentionCutoff(NOW)).toBe(Date.UTC(2025, 6, 1));
    expect(retentionCutoff(day(2025, 2, 1))).toBe(Date.UTC(2024, 10, 1));
  });

  it('detects a month change from the stored marker (spec 1 §4: billing reload)', () => {
    expect(monthMarker(NOW)).toBe('2025-10');
    expect(monthMarker(day(2025, 1, 1))).toBe('2025-01');
    expect(monthChanged('2025-10', NOW)).toBe(false);
    expect(monthChanged('2025-09', NOW)).toBe(true);
    expect(monthChanged('2024-10', NOW)).toBe(true);
    expect(monthChanged(null, NOW)).toBe(true);
  });
});

describe('start-up refetch (spec 1 §4)', () => {
  it('gives 4, 3, 2, 1 month units by age and 0 to verification-code chats', () => {
    expect(refetchMonths(chat('1', day(2025, 10, 1)), NOW)).toBe(4);
    expect(refetchMonths(chat('1', day(2025, 9)), NOW)).toBe(3);
    expect(refetchMonths(chat('1', day(2025, 8)), NOW)).toBe(2);
    expect(refetchMonths(chat('1', day(2025, 7)), NOW)).toBe(1);
    expect(refetchMonths(chat('1', day(2023, 1)), NOW)).toBe(1);
    expect(refetchMonths(chat('1', day(2025, 10), 'verificationCode'), NOW)).toBe(0);
    expect(refetchMonths(chat('1', day(2025, 10), '5sim'), NOW)).toBe(0);
    // A date ahead of our clock counts as this month.
    expect(refetchMonths(chat('1', day(2025, 11)), NOW)).toBe(4);
  });

  it('plans the newest 4 conversations, whatever the list order, leaving out verification-code and 5sim chats', () => {
    const list = [
      chat('500', day(2025, 6)),
      chat('100', day(2025, 10, 20)),
      chat('300', day(2025, 8)),
      chat('200', day(2025, 9), 'verificationCode'),
      chat('400', day(2025, 7)),
      chat('600', day(2025, 10, 25), '5sim'),
    ];
    expect(refetchPlan(list, NOW).map(({ key, months }) => [key, months])).toEqual([
      ['14155550100-100', 4],
      ['14155550100-300', 2],
    ]);
    expect(refetchPlan([], NOW)).toEqual([]);
  });
});

describe('mergeMessages (catch-up after a reconnect, outgoing status)', () => {
  const m = (smsId: string, date: number, extra: Record<string, unknown> = {}) => ({ smsId, date, ...extra });

  it('adds what is new, never twice, oldest first', () => {
    const current = [m('a', 1), m('b', 3)];
    const merged = mergeMessages(current, [m('c', 2), m('b', 3), m('d', 4), m('d', 4)]);
    expect(merged.map((message) => message.smsId)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('updates a known message and keeps local fields the server copy lacks', () => {
    const sending = m('x', 100, { status: 1, text: 'hi', stt: 'transcript' });
    const [merged] = mergeMessages([sending], [m('x', 105, { status: 0, text: 'hi', stt: undefined })]);
    expect(merged).toEqual({ smsId: 'x', date: 105, status: 0, text: 'hi', stt: 'transcript' });
  });

  it('keeps arrival order for equal dates and returns a new array', () => {
    const current = [m('a', 5), m('b', 5)];
    const merged = mergeMessages(current, [m('c', 5)]);
    expect(merged.map((message) => message.smsId)).toEqual(['a', 'b', 'c']);
    expect(mergeMessages(current, [])).not.toBe(current);
  });
});

describe('replaceWithFirstPage (spec 1 §7: the first page replaces)', () => {
  const m = (smsId: string, date: number, extra: Record<string, unknown> = {}) => ({ smsId, date, ...extra });

  it('drops what the server no longer holds (deleted in another tab or device)', () => {
    const held = [m('gone', 1, { status: 0 }), m('kept', 2, { status: 0 }), m('newestGone', 9, { status: 0 })];
    const replaced = replaceWithFirstPage(held, [m('kept', 2, { status: 0 }), m('new', 3, { status: 0 })], new Set());
    expect(replaced.map((message) => message.smsId)).toEqual(['kept', 'new']);
  });

  it('keeps a send on its way, a failed send never stored, and arrivals while the page loaded', () => {
    const held = [
      m('sending', 5, { status: 1 }),
      m('unsent', 6, { status: 2, unsent: true }),
      m('arrived', 7, { status: 0 }),
      m('cached', 4, { status: 0 }),
    ];
    const replaced = replaceWithFirstPage(held, [m('server', 1, { status: 0 })], new Set(['arrived']));
    expect(replaced.map((message) => message.smsId)).toEqual(['server', 'sending', 'unsent', 'arrived']);
  });

  it('lets the server copy of a send settle it (the unsent mark goes)', () => {
    const held = [m('x', 5, { status: 2, unsent: true })];
    const [settled] = replaceWithFirstPage(held, [m('x', 6, { status: 0 })], new Set());
    expect(settled).toEqual({ smsId: 'x', date: 6, status: 0 });
  });
});

describe('replaceNewestPage (issue 26 item 1: the catch-up after a reconnect)', () => {
  const m = (smsId: string, date: number, extra: Record<string, unknown> = {}) => ({ smsId, date, ...extra });
  const held = [m('older', 1, { status: 0 }), m('reached', 5, { status: 0 }), m('deleted', 6, { status: 0 })];
  const ids = (messages: { smsId: string }[]) => messages.map((message) => message.smsId);

  it('replaces what the page covers and keeps older pages it reaches', () => {
    const replaced = replaceNewestPage(held, [m('reached', 5), m('came', 7)], new Set(), false);
    expect(ids(replaced.messages)).toEqual(['older', 'reached', 'came']);
    expect(replaced.olderKept).toBe(true);
  });

  it('replaces everything when the page is the whole conversation or reaches nothing held', () => {
    const whole = replaceNewestPage(held, [m('reached', 5)], new Set(), true);
    expect(ids(whole.messages)).toEqual(['reached']);
    expect(whole.olderKept).toBe(false);
    const apart = replaceNewestPage(held, [m('far', 9)], new Set(), false);
    expect(ids(apart.messages)).toEqual(['far']);
    expect(apart.olderKept).toBe(false);
  });

  it('keeps sends on their way, unsent failures and what changed while it was asked for', () => {
    const mine = [...held, m('sending', 8, { status: 1 }), m('unsent', 9, { unsent: true }), m('arrived', 10)];
    const replaced = replaceNewestPage(mine, [m('reached', 5)], new Set(['arrived']), false);
    expect(ids(replaced.messages)).toEqual(['older', 'reached', 'sending', 'unsent', 'arrived']);
  });
});

describe('appendMessages (a frame of arrivals, issue 8 item 23)', () => {
  const m = (smsId: string, date: number, extra: Record<string, unknown> = {}) => ({ smsId, date, ...extra });

  it('appends new messages behind what is held, keeping every message it held as it was', () => {
    const current = [m('a', 1), m('b', 3)];
    const appended = appendMessages(current, [m('c', 4), m('d', 4), m('d', 4)]);
    expect(appended.map((message) => message.smsId)).toEqual(['a', 'b', 'c', 'd']);
    expect(appended[0]).toBe(current[0]);
    expect(current.map((message) => message.smsId)).toEqual(['a', 'b']);
  });

  it('updates a known message in place, keeping local fields the server copy lacks', () => {
    const sending = m('x', 100, { status: 1, text: 'hi', stt: 'transcript' });
    const appended = appendMessages([m('a', 50), sending], [m('x', 100, { status: 0, stt: undefined })]);
    expect(appended).toEqual([m('a', 50), { smsId: 'x', date: 100, status: 0, text: 'hi', stt: 'transcript' }]);
  });

  it('puts a late older message, or a send whose server date moved it, where its date belongs', () => {
    const current = [m('a', 1), m('b', 3), m('sent', 5)];
    expect(appendMessages(current, [m('late', 2)]).map((message) => message.smsId)).toEqual(['a', 'late', 'b', 'sent']);
    expect(appendMessages(current, [m('a', 4)]).map((message) => message.smsId)).toEqual(['b', 'a', 'sent']);
    // Equal dates keep their arrival order.
    expect(appendMessages(current, [m('same', 3)]).map((message) => message.smsId)).toEqual(['a', 'b', 'same', 'sent']);
  });

  it('gives back the same list when nothing arrived', () => {
    const current = [m('a', 1)];
    expect(appendMessages(current, [])).toBe(current);
  });

  it('agrees with a full merge on any arrivals', () => {
    // Few ids and dates, so arrivals often repeat, update or precede what is held.
    const message = fc.record({
      smsId: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
      date: fc.integer({ min: 0, max: 9 }),
    });
    fc.assert(
      fc.property(fc.array(message, { maxLength: 8 }), fc.array(message, { maxLength: 8 }), (page, frame) => {
        const held = mergeMessages([], page);
        expect(appendMessages(held, frame)).toEqual(mergeMessages(held, frame));
      }),
    );
  });
});

/** A conversation deleted at `date` (a chat-list change listing's tombstone). */
const tombstone = (other: string, date: number) => ({
  ownFullNumber: '14155550100',
  otherFullNumber: other,
  date,
  deleted: true as const,
});
describe('mergeChatList', () => {
  it('keeps one row per conversation, newest first, moving a conversation with news to the top', () => {
    const list = [chat('1', 300, 'sms', 'newest'), chat('2', 200), chat('3', 100)];
    const merged = mergeChatList(list, [chat('3', 400, 'sms', 'reply'), chat('4', 250)]);
    expect(merged.map((item) => [item.otherFullNumber, item.text])).toEqual([
      ['3', 'reply'],
      ['1', 'newest'],
      ['4', ''],
      ['2', ''],
    ]);
  });

  it('applies tombstones of deleted conversations, unless the conversation has news since', () => {
    const list = [chat('1', 300), chat('2', 200), chat('3', 100)];
    const merged = mergeChatList(list, [tombstone('2', 250), tombstone('1', 250), tombstone('9', 250)]);
    expect(merged.map((item) => item.otherFullNumber)).toEqual(['1', '3']);
    // Deleted, then a new message: the conversation is back (changes apply in order).
    expect(mergeChatList(list, [tombstone('3', 150), chat('3', 160)]).map((item) => item.otherFullNumber)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('names the tombstones that take a shown row away: deleted elsewhere since the last listing (issue 26 item 1)', () => {
    const list = [chat('1', 300), chat('2', 200), chat('3', 100)];
    // '1' has news since its deletion, '9' is not shown, '3' came back after it; '2' goes, once.
    const changes = [
      tombstone('2', 240),
      tombstone('1', 250),
      tombstone('9', 250),
      tombstone('3', 150),
      chat('3', 160),
    ];
    expect(removedByTombstones(list, [...changes, tombstone('2', 250)])).toEqual([tombstone('2', 250)]);
    expect(removedByTombstones(list, [chat('4', 400)])).toEqual([]);
  });

  it('replaces a row whole with the newer one', () => {
    const old = { ...chat('1', 100, 'mms'), media: '/media/a' };
    const [merged] = mergeChatList([old], [chat('1', 200, 'sms', 'text')]);
    expect(merged).toEqual(chat('1', 200, 'sms', 'text'));
  });

  it('ignores a late answer older than what is shown', () => {
    const merged = mergeChatList([chat('1', 300, 'sms', 'new')], [chat('1', 200, 'sms', 'old')]);
    expect(merged).toEqual([chat('1', 300, 'sms', 'new')]);
  });

  it('removes a conversation by key', () => {
    const list = [chat('1', 300), chat('2', 200)];
    expect(removeConversation(list, '14155550100-1').map((item) => item.otherFullNumber)).toEqual(['2']);
  });
});

describe('unread badge (spec 1 §4, §9)', () => {
  it('is the brand service label: up to 99, then 99+', () => {
    expect(unreadLabel(99)).toBe('99');
    expect(unreadLabel(100)).toBe('99+');
  });
});
