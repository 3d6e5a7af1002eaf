/**
 * Calendar months as the chat history counts them: the chat list is fetched for 4 months, the
 * start-up refetch in month units, local history kept about 4 months, and a new month reloads
 * billing (spec 1 §4 Start-up refetch, §5 Local data, §9).
 *
 * Months are UTC calendar months, as the contract counts them (`getChatList` months and
 * `getDialogList` ym are UTC months), so a month unit here is exactly one `ym` there.
 */

/** spec 1 §9: chat list fetch, 4 months; local message retention, about 4 months. */
export const CHAT_HISTORY_MONTHS = 4;

export interface YearMonth {
  year: number;
  /** 1–12. */
  month: number;
}

export function yearMonthOf(time: number): YearMonth {
  const date = new Date(time);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** 'YYYY-MM': the `ym` of getDialogList, and the current-month marker kept with the local cache. */
export function formatYearMonth({ year, month }: YearMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** Whole calendar months from `earlier` to `later` (same month 0, previous month 1 …; negative when earlier is later). */
export function monthsBetween(earlier: number, later: number): number {
  const from = yearMonthOf(earlier);
  const to = yearMonthOf(later);
  return (to.year - from.year) * 12 + (to.month - from.month);
}

/** `now`'s month and the `count - 1` before it, newest first: the `ym`s of `count` month units. */
export function recentMonths(now: number, count: number): YearMonth[] {
  const { year, month } = yearMonthOf(now);
  return Array.from({ length: Math.max(0, count) }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

/**
 * The current-month marker kept with the local cache. When the stored marker is not this
 * month's, the month has changed since the last visit and billing reloads (spec 1 §4).
 */
export function monthMarker(time: number): string {
  return formatYearMonth(yearMonthOf(time));
}

/** spec 1 §4: a month change triggers the billing reload. A missing marker (first visit) is a change. */
export function monthChanged(storedMarker: string | null | undefined, now: number): boolean {
  return storedMarker !== monthMarker(now);
}

/**
 * The oldest moment local history keeps (spec 1 §5 Local data: about four months): the start of
 * the month 3 months before this one, i.e. the same 4 calendar months the chat list is fetched
 * for, so the cache never holds what a refetch could not restore.
 */
export function retentionCutoff(now: number): number {
  const oldest = recentMonths(now, CHAT_HISTORY_MONTHS).at(-1)!;
  return Date.UTC(oldest.year, oldest.month - 1, 1);
}
