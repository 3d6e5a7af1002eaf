/**
 * Calls (spec 2 §3 call record, §7 getCallList; issue 11 item 12): the web client makes no calls,
 * so they come from the sandbox carrier (`POST /sandbox/call`), which reports one call of an
 * account's number. It is charged by the rate table (rates.ts) for whole minutes, seconds rounded
 * up (spec 2 §9), and recorded together with its ledger entry in one transaction.
 */
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  type CallListAnswer,
  type CallRecord,
  type CallType,
  type Platform,
  type SandboxCallRequest,
  TARIFF_LINES,
  type TariffId,
} from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { accounts, type CallRecordRow, callRecords, ledgerEntries, virtualNumbers } from '../../db/schema.ts';
import { type BalancePublisher, publishBalance } from '../balanceEvents.ts';
import type { Clock } from '../clock.ts';
import { type Failure, fail } from '../failure.ts';
import { splitFullNumber } from '../messaging/phoneNumbers.ts';
import { fromMinorUnits, toMinorUnits } from '../money.ts';
import { monthRange } from '../numbers/dates.ts';
import { countryOfNumber, inboundRateOf, outboundCallRate } from './rates.ts';

const SECONDS_PER_MINUTE = 60;

/** spec 2 §9: whole minutes, seconds rounded up (0 s is no minute). */
export function billedMinutes(seconds: number): number {
  return Math.ceil(seconds / SECONDS_PER_MINUTE);
}

/** The tariff of a call: the line it went on. */
function tariffOf(direction: 'in' | 'out', line: 'premium' | 'economy'): { tariffId: TariffId; type: CallType } {
  if (direction === 'in') return { tariffId: 200, type: 1 };
  return line === 'premium' ? { tariffId: 114, type: 1 } : { tariffId: 116, type: 2 };
}

export interface RecordedCall {
  callId: string;
  charge: string;
  balance: string;
}

/**
 * Records one call of the account owning the call's own number (`from` of an outbound call, `to` of
 * an inbound one) and charges it. decision: a call is charged even when the balance does not cover
 * it (the carrier connected it already; the balance may go below 0 and the next send asks for
 * credit) — unlike sends, which are refused beforehand. Not a number of this server → not found.
 */
export async function recordCall(
  context: BalancePublisher & { clock: Clock },
  call: Omit<SandboxCallRequest, 'from' | 'to'> & { from: string; to: string },
): Promise<RecordedCall | Failure> {
  const { db, clock } = context;
  const own = call.direction === 'out' ? call.from : call.to;
  const other = call.direction === 'out' ? call.to : call.from;
  const owners = await db
    .select({ accountId: virtualNumbers.accountId, platform: virtualNumbers.platform })
    .from(virtualNumbers)
    .where(
      call.platform
        ? and(eq(virtualNumbers.fullNumber, own), eq(virtualNumbers.platform, call.platform))
        : eq(virtualNumbers.fullNumber, own),
    );
  const [owner] = owners;
  if (!owner) return fail('notFound');
  if (owners.length > 1) return fail('badRequest');
  const platform = owner.platform as Platform;
  const { tariffId, type } = tariffOf(call.direction, call.line ?? 'premium');
  let rate: string;
  if (call.direction === 'in') {
    rate = inboundRateOf(platform, own);
  } else {
    const from = countryOfNumber(own);
    const to = countryOfNumber(other);
    if (!from || !to) return fail('badRequest');
    rate = outboundCallRate(platform, from, to, TARIFF_LINES[tariffId] === 'premium' ? 'premium' : 'economy');
  }
  const minutes = billedMinutes(call.seconds);
  const charge = fromMinorUnits(toMinorUnits(rate) * BigInt(minutes));
  const end = clock.now();
  const start = end.getTime() - call.seconds * 1000;
  const recorded = await db.transaction(async (tx) => {
    const [charged] = await tx
      .update(accounts)
      .set({ balance: sql`${accounts.balance} - ${charge}::numeric` })
      .where(eq(accounts.id, owner.accountId))
      .returning({ balance: accounts.balance });
    if (!charged) throw new Error(`account ${owner.accountId} of a number does not exist`);
    const [record] = await tx
      .insert(callRecords)
      .values({
        accountId: owner.accountId,
        fromNumber: call.from,
        toNumber: call.to,
        direction: call.direction,
        duration: call.seconds,
        billingDuration: minutes * SECONDS_PER_MINUTE,
        tariffId,
        type,
        charge: sql`-(${charge}::numeric)`,
        date: start,
        billingTime: end.getTime(),
      })
      .returning({ id: callRecords.id });
    if (!record) throw new Error('a call record was not written');
    if (toMinorUnits(charge) !== 0n) {
      await tx.insert(ledgerEntries).values({
        accountId: owner.accountId,
        kind: 'call',
        amount: sql`-(${charge}::numeric)`,
        balanceAfter: charged.balance,
        createdAt: end,
        details: {
          direction: call.direction,
          from: call.from,
          to: call.to,
          type: String(type),
          duration: String(call.seconds),
        },
      });
    }
    return { callId: String(record.id), charge, balance: charged.balance };
  });
  // The charge committed: the account's tabs hear the balance after the call.
  publishBalance(context, owner.accountId);
  return recorded;
}

/** spec 2 §7 getCallList: one UTC month, newest first; page 0 is the first page. */
export async function listCalls(
  db: Database,
  accountId: number,
  query: { month: string; page: number; pageSize: number },
): Promise<CallListAnswer> {
  const { start, end } = monthRange(query.month);
  const inMonth = and(eq(callRecords.accountId, accountId), gte(callRecords.date, start), lt(callRecords.date, end));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(callRecords)
      .where(inMonth)
      .orderBy(desc(callRecords.date), desc(callRecords.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ rows: count() }).from(callRecords).where(inMonth),
  ]);
  return { callList: rows.map(toCallRecord), totalRows: total?.rows ?? 0 };
}

function toCallRecord(row: CallRecordRow): CallRecord {
  const src = splitFullNumber(row.fromNumber);
  const dest = splitFullNumber(row.toNumber);
  const tariffId = row.tariffId as TariffId;
  return {
    _id: String(row.id),
    fromNumber: row.fromNumber,
    toNumber: row.toNumber,
    srcTelCode: src.telCode,
    srcNum: src.number,
    destTelCode: dest.telCode,
    destNum: dest.number,
    duration: row.duration,
    billingDuration: row.billingDuration,
    tariffId,
    line: TARIFF_LINES[tariffId],
    type: row.type as CallType,
    direction: row.direction,
    charge: row.charge,
    date: row.date,
    billingTime: row.billingTime,
  };
}
