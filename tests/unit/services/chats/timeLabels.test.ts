import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  chatListDateMessage,
  dateStyle,
  removeMessage,
  TIME_LABEL_GAP_MS,
  timeLabelMessage,
  withTimeLabels,
} from '../../../../src/services/chats/index.ts';
import { messagesFor } from '../../../../src/services/i18n/index.ts';

/** Local times, so the tests read the same in every time zone. */
const at = (day: number, hour: number, minute = 0, second = 0) =>
  new Date(2025, 9, day, hour, minute, second).getTime();
const msg = (smsId: string, date: number) => ({ smsId, date });

/** The list as a compact picture: 'L' for a label, the smsId for a message. */
const shape = (messages: { smsId: string; date: number }[]) =>
  withTimeLabels(messages).map((item) => (item.kind === 'timeLabel' ? 'L' : item.message.smsId));

describe('time labels (spec 1 §2, §9)', () => {
  it('are 5 minutes = 300000 ms', () => {
    expect(TIME_LABEL_GAP_MS).toBe(300_000);
  });

  it('label the first message and every gap of more than 5 minutes, not one of exactly 5', () => {
    const a = msg('a', at(20, 10, 0));
    const b = msg('b', at(20, 10, 5)); // exactly 5 minutes after a
    const c = msg('c', at(20, 10, 10, 1)); // 5 min 1 s after b
    const d = msg('d', at(20, 10, 11));
    expect(shape([a, b, c, d])).toEqual(['L', 'a', 'b', 'L', 'c', 'd']);
    expect(shape([])).toEqual([]);
  });

  it('gives each label the date of the message it introduces and keys stable across pages', () => {
    const items = withTimeLabels([msg('a', at(20, 9)), msg('b', at(20, 12))]);
    expect(items[2]).toEqual({ kind: 'timeLabel', key: 'time:b', date: at(20, 12) });
    const withOlderPage = withTimeLabels([msg('z', at(19, 9)), msg('a', at(20, 9)), msg('b', at(20, 12))]);
    expect(withOlderPage.slice(-4).map((item) => item.key)).toEqual(items.map((item) => item.key));
  });

  it('deleting a message removes the label in front of it (spec 1 §4 Deleting)', () => {
    const messages = [msg('a', at(20, 9)), msg('b', at(20, 12)), msg('c', at(20, 12, 1))];
    expect(shape(messages)).toEqual(['L', 'a', 'L', 'b', 'c']);
    expect(shape(removeMessage(messages, 'a'))).toEqual(['L', 'b', 'c']);
    // The last message of its group: its label goes with it.
    expect(shape(removeMessage(removeMessage(messages, 'b'), 'c'))).toEqual(['L', 'a']);
    // A label stays in front of the next message when that one is still far from its neighbour.
    expect(shape(removeMessage(messages, 'b'))).toEqual(['L', 'a', 'L', 'c']);
  });

  it('handles 10,000 messages in one pass', () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      msg(`m${index}`, index * 60_000 * (index % 10 === 0 ? 10 : 1)),
    );
    const started = performance.now();
    const items = withTimeLabels(many);
    expect(performance.now() - started).toBeLessThan(200);
    expect(items.filter((item) => item.kind === 'message')).toHaveLength(10_000);
  });
});

describe('date styles and their messages', () => {
  const now = at(22, 19);

  it.each([
    [at(22, 0, 1), 'today'],
    [at(23, 8), 'today'], // a sender's clock ahead of ours
    [at(21, 23, 59), 'yesterday'],
    [at(21, 0), 'yesterday'],
    [at(20, 12), 'thisWeek'],
    [at(16, 12), 'thisWeek'],
    [at(15, 12), 'thisYear'],
    [new Date(2025, 0, 1).getTime(), 'thisYear'],
    [new Date(2024, 11, 31).getTime(), 'older'],
  ] as const)('%s is %s', (date, style) => {
    expect(dateStyle(date, now)).toBe(style);
  });

  it('counts calendar days across a daylight-saving change', () => {
    // 26 March 2024 is two calendar days after 24 March whatever the DST shift in between.
    expect(dateStyle(new Date(2024, 2, 24, 12).getTime(), new Date(2024, 2, 26, 0, 30).getTime())).toBe('thisWeek');
    expect(dateStyle(new Date(2024, 2, 30, 23).getTime(), new Date(2024, 2, 31, 23).getTime())).toBe('yesterday');
  });

  it('formats with the catalogue in both languages', () => {
    const en = createIntl({ locale: 'en', messages: messagesFor('en') });
    const zh = createIntl({ locale: 'zh-CN', messages: messagesFor('zh-CN') });
    const yesterday = timeLabelMessage(at(21, 15, 4), now);
    expect(yesterday.id).toBe('chats.timeLabel.yesterday');
    expect(en.formatMessage({ id: yesterday.id }, yesterday.values)).toMatch(/^Yesterday 3:04\sPM$/);
    expect(zh.formatMessage({ id: yesterday.id }, yesterday.values)).toMatch(/^昨天 15:04$/);

    const thisYear = timeLabelMessage(at(2, 9, 30), now);
    expect(en.formatMessage({ id: thisYear.id }, thisYear.values)).toMatch(/^Oct 2 9:30\sAM$/);
    expect(zh.formatMessage({ id: thisYear.id }, thisYear.values)).toMatch(/^10月2日 09:30$/);

    const today = chatListDateMessage(at(22, 8, 5), now);
    expect(en.formatMessage({ id: today.id }, today.values)).toMatch(/^8:05\sAM$/);
    const listYesterday = chatListDateMessage(at(21, 8), now);
    expect(en.formatMessage({ id: listYesterday.id }, listYesterday.values)).toBe('Yesterday');
    const weekday = chatListDateMessage(at(20, 8), now);
    expect(en.formatMessage({ id: weekday.id }, weekday.values)).toBe('Monday');
  });
});
