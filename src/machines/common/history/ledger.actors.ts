/**
 * The account's bill, call and SMS histories (spec 2 §2 Histories, §7; issue 11 item 5): the
 * generic history chart with each kind's loader. `ledgerHistories(api)` gives the three charts a
 * host invokes (`input: { months: ledgerMonths(now), now }`).
 *
 * - Bills page by the server's cursor (`nextPage`); the server gives no total.
 * - Calls and SMS page by number from 0 (spec 2 §4: page 0 replaces the list, others append);
 *   pages remain while (page + 1) × 200 < totalRows.
 */
import { fromPromise } from 'xstate';
import { LEDGER_LIMITS } from '../../../services/api/contract/ledger.ts';
import type { Api } from '../../../services/api/createApi.ts';
import { historyMachine } from './history.machine.ts';
import type { HistoryCursor, HistoryPageResult, LoadHistoryRequest } from './types.ts';

export type LedgerHistoryApi = Pick<Api, 'getBillList' | 'getCallList' | 'getNormalSmsList'>;

const PAGE_SIZE = LEDGER_LIMITS.historyPageSize;

export async function loadBillPage(
  api: Pick<Api, 'getBillList'>,
  { month, cursor }: LoadHistoryRequest,
  signal?: AbortSignal,
): Promise<HistoryPageResult> {
  const nextPage = cursor && 'nextPage' in cursor ? cursor.nextPage : undefined;
  const result = await api.getBillList(
    { month, pageSize: PAGE_SIZE, ...(nextPage ? { nextPage } : {}) },
    signal ? { signal } : {},
  );
  if (!result.ok) return result;
  const { list, nextPage: next } = result.data;
  return { ok: true, data: { items: list, total: list.length, next: next === null ? null : { nextPage: next } } };
}

/** The page a cursor names (the first when none). */
function pageOf(cursor: HistoryCursor | null): number {
  return cursor && 'pageNo' in cursor ? cursor.pageNo : 0;
}

/** The cursor after `page`, or null when it was the last of `totalRows`. */
export function nextNumberedPage(page: number, totalRows: number): HistoryCursor | null {
  return (page + 1) * PAGE_SIZE < totalRows ? { pageNo: page + 1 } : null;
}

export async function loadCallPage(
  api: Pick<Api, 'getCallList'>,
  { month, cursor }: LoadHistoryRequest,
  signal?: AbortSignal,
): Promise<HistoryPageResult> {
  const page = pageOf(cursor);
  const result = await api.getCallList({ month, page, pageSize: PAGE_SIZE }, signal ? { signal } : {});
  if (!result.ok) return result;
  const { callList, totalRows } = result.data;
  return { ok: true, data: { items: callList, total: totalRows, next: nextNumberedPage(page, totalRows) } };
}

export async function loadSmsPage(
  api: Pick<Api, 'getNormalSmsList'>,
  { month, cursor }: LoadHistoryRequest,
  signal?: AbortSignal,
): Promise<HistoryPageResult> {
  const page = pageOf(cursor);
  const result = await api.getNormalSmsList({ month, page, pageSize: PAGE_SIZE }, signal ? { signal } : {});
  if (!result.ok) return result;
  const { smsList, totalRows } = result.data;
  return { ok: true, data: { items: smsList, total: totalRows, next: nextNumberedPage(page, totalRows) } };
}

type Loader = (request: LoadHistoryRequest, signal: AbortSignal) => Promise<HistoryPageResult>;

function historyWith(load: Loader) {
  return historyMachine.provide({
    actors: {
      loadPage: fromPromise<HistoryPageResult, LoadHistoryRequest>(({ input, signal }) => load(input, signal)),
    },
  });
}

export function ledgerHistories(api: LedgerHistoryApi) {
  return {
    billHistory: historyWith((request, signal) => loadBillPage(api, request, signal)),
    callHistory: historyWith((request, signal) => loadCallPage(api, request, signal)),
    smsHistory: historyWith((request, signal) => loadSmsPage(api, request, signal)),
  };
}
