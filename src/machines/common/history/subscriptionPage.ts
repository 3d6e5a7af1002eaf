/**
 * One page of subscription history (spec 3 §7 GET /getSubscriptionList: pageSize 200, ym, pageNo
 * or nextPage) as a history page: the rows, the month's total, the next page's cursor. Each area
 * reads only its own kind (both share the history): My Numbers the rented numbers' rows, the
 * verification area the verification numbers' (issue 27 item 1: a verification row in My Numbers
 * offered a Re-subscribe that could only fail there).
 */
import { NUMBER_LIMITS, type SubscriptionKind } from '../../../services/api/contract/numbers.ts';
import type { Api } from '../../../services/api/createApi.ts';
import type { HistoryPageResult, LoadHistoryRequest } from './types.ts';

export async function loadSubscriptionPage(
  api: Pick<Api, 'getSubscriptionList'>,
  { month, cursor }: LoadHistoryRequest,
  kind: SubscriptionKind,
  signal?: AbortSignal,
): Promise<HistoryPageResult> {
  const result = await api.getSubscriptionList(
    { pageSize: NUMBER_LIMITS.historyPageSize, ym: month, kind, ...(cursor ?? {}) },
    signal ? { signal } : {},
  );
  if (!result.ok) return result;
  const { list, totalRows, nextPage } = result.data;
  return { ok: true, data: { items: list, total: totalRows, next: nextPage === null ? null : { nextPage } } };
}
