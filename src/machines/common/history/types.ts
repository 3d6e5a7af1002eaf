/**
 * Types of the generic history chart: month tabs and page paging (spec 3 §2 subscription history;
 * spec 2 §2 histories — bills, calls, SMS — reuse it with their own loader).
 */
import type { ApiResult } from '../../../services/api/result.ts';

/** Where the next page starts: a page number, or the previous answer's cursor. */
export type HistoryCursor = { pageNo: number } | { nextPage: string };

/** One page of one month, as the kind's loader shapes it. Rows stay opaque to the chart. */
export interface HistoryPage {
  items: readonly unknown[];
  /** The month's row count (the 'total' line). */
  total: number;
  /** The next page, or null on the last. */
  next: HistoryCursor | null;
}

export type LoadHistoryRequest = { month: string; cursor: HistoryCursor | null };
export type HistoryPageResult = ApiResult<HistoryPage>;

export interface HistoryInput {
  /** The month tabs, newest first ('YYYY-MM'); the first is shown at start. */
  months: readonly string[];
  /** The clock (injectable): when the month turns, the tabs shift. */
  now: () => number;
}

export interface HistoryContext {
  now: () => number;
  months: readonly string[];
  month: string;
  items: readonly unknown[];
  total: number;
  next: HistoryCursor | null;
}

export type HistoryEvent =
  /** A month tab (resets to its first page, spec 3 §4). */
  | { type: 'history.month'; month: string }
  /** The list scrolled near its bottom (the view measures the threshold). */
  | { type: 'history.more' }
  /** The month is read again from its first page (after a re-subscribe, spec 3 §4). */
  | { type: 'history.reload' };
