/**
 * spec 3 §7 / spec 2 §7 getSubscriptionList: one UTC month of the caller's subscription history,
 * newest first. Paging by `pageNo` (offset) or by `nextPage`, a keyset cursor '<date>-<id>' of the
 * last row answered, which neither repeats nor skips a row when new rows arrive meanwhile.
 */
import { and, count, desc, eq, gte, lt, or } from 'drizzle-orm';
import {
  HistoryType,
  type SubscriptionHistoryItem,
  type SubscriptionKind,
  type SubscriptionListAnswer,
} from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { type SubscriptionHistoryRow, subscriptionHistory } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { type Failure, fail } from '../failure.ts';
import { centsText } from '../money.ts';
import { dateText, monthOf, monthRange } from './dates.ts';

export interface HistoryQuery {
  pageSize: number;
  pageNo?: number | undefined;
  nextPage?: string | undefined;
  ym?: string | undefined;
  date?: string | undefined;
  /** Only rows of this kind (issue 10: the verification area's history); absent: every row. */
  kind?: SubscriptionKind | undefined;
}

const CURSOR = /^(\d{1,15})-(\d{1,15})$/;

export async function listSubscriptionHistory(
  db: Database,
  clock: Clock,
  accountId: number,
  query: HistoryQuery,
): Promise<SubscriptionListAnswer | Failure> {
  const { start, end } = monthRange(query.ym ?? query.date?.slice(0, 7) ?? monthOf(clock.now()));
  const inMonth = and(
    eq(subscriptionHistory.accountId, accountId),
    gte(subscriptionHistory.date, start),
    lt(subscriptionHistory.date, end),
    query.kind === undefined ? undefined : eq(subscriptionHistory.kind, query.kind),
  );
  let after: ReturnType<typeof or> | undefined;
  if (query.nextPage !== undefined) {
    const match = CURSOR.exec(query.nextPage);
    if (!match) return fail('badRequest');
    const [date, id] = [Number(match[1]), Number(match[2])];
    after = or(
      lt(subscriptionHistory.date, date),
      and(eq(subscriptionHistory.date, date), lt(subscriptionHistory.id, id)),
    );
  }
  const offset = query.nextPage === undefined && query.pageNo !== undefined ? (query.pageNo - 1) * query.pageSize : 0;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(subscriptionHistory)
      .where(after ? and(inMonth, after) : inMonth)
      .orderBy(desc(subscriptionHistory.date), desc(subscriptionHistory.id))
      .limit(query.pageSize + 1)
      .offset(offset),
    db.select({ rows: count() }).from(subscriptionHistory).where(inMonth),
  ]);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    list: page.map(toItem),
    nextPage: rows.length > query.pageSize && last ? `${last.date}-${last.id}` : null,
    totalRows: total?.rows ?? 0,
  };
}

function toItem(row: SubscriptionHistoryRow): SubscriptionHistoryItem {
  const id = String(row.id);
  return {
    _id: id,
    historyId: id,
    number: row.fullNumber,
    name: row.name,
    // Stored types come from this server only: an unknown one is a bug worth a loud failure.
    type: HistoryType.parse(row.type),
    date: row.date,
    charge: centsText(row.charge),
    planId: row.planId,
    nextPaymentDate: dateText(row.nextPaymentDate),
    resDate: dateText(row.resDate),
    kind: row.kind,
    ...(row.app === null ? {} : { app: row.app }),
  };
}
