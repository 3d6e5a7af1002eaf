/**
 * Subscription history rules (spec 3 §2, §3, §4): the month tabs, which rows can be re-subscribed,
 * and the label of each type.
 */
import { HISTORY_TYPES, type HistoryType, NUMBER_LIMITS } from '../api/contract/numbers.ts';

/** 'YYYY-MM' of a UTC time. */
export function monthOf(time: number): string {
  return new Date(time).toISOString().slice(0, 7);
}

/** spec 3 §2: the current UTC month and the five before it, newest first. */
export function historyMonths(now: number, count: number = NUMBER_LIMITS.historyMonths): string[] {
  const date = new Date(now);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  return Array.from({ length: count }, (_, back) => {
    const at = new Date(Date.UTC(year, month - back, 1));
    return at.toISOString().slice(0, 7);
  });
}

/** spec 3 §2: a type-100 row with a next payment date or a numeric planId shows re-subscribe. */
export function canResubscribe(row: { type: HistoryType; nextPaymentDate: string; planId: number | null }): boolean {
  return row.type === HISTORY_TYPES.cancelled && (row.nextPaymentDate !== '' || Number.isInteger(row.planId));
}

/** The catalogue key of a type's label (spec 3 §9: the texts are not shown; ours are in the catalogues). */
export type HistoryTypeKey = `numbers.history.type.${HistoryType}`;
export function historyTypeKey(type: HistoryType): HistoryTypeKey {
  return `numbers.history.type.${type}`;
}
