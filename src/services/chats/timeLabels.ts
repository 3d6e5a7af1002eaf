/**
 * spec 1 §2 Message display, §3 Message, §9: a time label is shown between messages more than
 * 5 minutes apart; the labels are items of the message list, like the messages.
 *
 * Labels are derived, never stored: the conversation keeps only its messages and the view lists
 * `withTimeLabels(messages)`. So deleting a message takes away the label in front of it (spec 1
 * §4 Deleting) and a label appears or stays exactly where a gap remains — the list can never
 * hold an orphan label.
 */
import type { MessageKey } from '../i18n/catalogue.ts';
import type { MessageLike } from './types.ts';

/** spec 1 §9: a label separates two messages more than this far apart. */
export const TIME_LABEL_GAP_MS = 300_000;

export type DisplayItem<T extends MessageLike> =
  | { kind: 'timeLabel'; key: string; date: number }
  | { kind: 'message'; key: string; message: T };

/**
 * The list the view shows, from messages oldest first. decision: the first message also gets a
 * label, so every screenful says when its messages were sent. Keys are stable across prepended
 * pages (they derive from the smsId), as a virtualised list needs.
 */
export function withTimeLabels<T extends MessageLike>(messages: readonly T[]): DisplayItem<T>[] {
  const items: DisplayItem<T>[] = [];
  let previousDate: number | undefined;
  for (const message of messages) {
    if (previousDate === undefined || message.date - previousDate > TIME_LABEL_GAP_MS) {
      items.push({ kind: 'timeLabel', key: `time:${message.smsId}`, date: message.date });
    }
    items.push({ kind: 'message', key: `message:${message.smsId}`, message });
    previousDate = message.date;
  }
  return items;
}

/** How far back a date is, in the words a label uses. */
export type DateStyle = 'today' | 'yesterday' | 'thisWeek' | 'thisYear' | 'older';

const DAY_MS = 86_400_000;

function startOfDay(time: number): number {
  const date = new Date(time);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * decision: today shows the time; yesterday says so; the 6 days before that give the weekday;
 * earlier this year the day and month; before that the full date. Days are the user's local
 * calendar days (a DST change is why days are counted from midnights, not by 24 h steps).
 * A date in the future (a clock ahead of ours) reads as today.
 */
export function dateStyle(date: number, now: number): DateStyle {
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 7) return 'thisWeek';
  return new Date(date).getFullYear() === new Date(now).getFullYear() ? 'thisYear' : 'older';
}

const TIME_LABEL_MESSAGES: Record<DateStyle, MessageKey> = {
  today: 'chats.timeLabel.today',
  yesterday: 'chats.timeLabel.yesterday',
  thisWeek: 'chats.timeLabel.thisWeek',
  thisYear: 'chats.timeLabel.thisYear',
  older: 'chats.timeLabel.older',
};

const LIST_DATE_MESSAGES: Record<DateStyle, MessageKey> = {
  today: 'chats.listDate.today',
  yesterday: 'chats.listDate.yesterday',
  thisWeek: 'chats.listDate.thisWeek',
  thisYear: 'chats.listDate.thisYear',
  older: 'chats.listDate.older',
};

export interface DateMessage {
  id: MessageKey;
  values: { date: number };
}

/** The label between messages: `intl.formatMessage({ id }, values)`. */
export function timeLabelMessage(date: number, now: number): DateMessage {
  return { id: TIME_LABEL_MESSAGES[dateStyle(date, now)], values: { date } };
}

/** The shorter date of a chat-list row (time today, 'Yesterday', weekday, day and month, full date). */
export function chatListDateMessage(date: number, now: number): DateMessage {
  return { id: LIST_DATE_MESSAGES[dateStyle(date, now)], values: { date } };
}
