/**
 * spec 2 §7 getBillList: one UTC month of the caller's ledger, newest first, 200 a page, paged by a
 * keyset cursor '<ms>-<id>' of the last entry answered (neither repeats nor skips an entry when new
 * ones arrive meanwhile). Every change of a balance is a ledger entry (docs/histories-and-rates.md
 * lists who writes which kind); this file shows each kind as its spec 2 §3 type with its options.
 */
import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import {
  BILL_TYPES,
  type BillEntry,
  type BillListAnswer,
  type BillType,
} from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { ledgerEntries, messages } from '../../db/schema.ts';
import { type Failure, fail } from '../failure.ts';
import { monthRange } from '../numbers/dates.ts';

/**
 * The ledger kinds and their bill types. decision: a send's refund is type 8 (spec 2 §3 "4 and 8
 * SMS-like"); kinds the spec has no type for are 10 "other" with an option `type`: 1 a balance set
 * by the sandbox (an administrator's correction), 2 a referral reward, 6 anything else.
 */
const KIND_TYPES: Readonly<Record<string, BillType>> = {
  recharge: BILL_TYPES.recharge,
  call: BILL_TYPES.call,
  sms: BILL_TYPES.message,
  mms: BILL_TYPES.message,
  refund: BILL_TYPES.messageRefund,
  numberPurchase: BILL_TYPES.numberPurchase,
  numberRenewal: BILL_TYPES.numberRenewal,
};
const OTHER_TYPES: Readonly<Record<string, number>> = { sandbox: 1, referral: 2 };
const OTHER_FALLBACK = 6;

const CURSOR = /^(\d{1,15})-(\d{1,15})$/;

export async function listBills(
  db: Database,
  accountId: number,
  query: { month: string; nextPage?: string | undefined; pageSize: number },
): Promise<BillListAnswer | Failure> {
  const { start, end } = monthRange(query.month);
  const inMonth = and(
    eq(ledgerEntries.accountId, accountId),
    gte(ledgerEntries.createdAt, new Date(start)),
    lt(ledgerEntries.createdAt, new Date(end)),
  );
  let after: ReturnType<typeof or> | undefined;
  if (query.nextPage !== undefined) {
    const match = CURSOR.exec(query.nextPage);
    if (!match) return fail('badRequest');
    const at = new Date(Number(match[1]));
    const id = Number(match[2]);
    after = or(lt(ledgerEntries.createdAt, at), and(eq(ledgerEntries.createdAt, at), lt(ledgerEntries.id, id)));
  }
  const rows = await db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      balanceBefore: sql<string>`(${ledgerEntries.balanceAfter} - ${ledgerEntries.amount})::numeric(18, 4)::text`,
      createdAt: ledgerEntries.createdAt,
      details: ledgerEntries.details,
      ownNumber: messages.ownFullNumber,
      otherNumber: messages.otherFullNumber,
      messageDirection: messages.direction,
    })
    .from(ledgerEntries)
    // The message of a send's charge or refund: the account's own (both rows carry account_id).
    .leftJoin(messages, and(eq(messages.id, ledgerEntries.messageId), eq(messages.accountId, ledgerEntries.accountId)))
    .where(after ? and(inMonth, after) : inMonth)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    list: page.map(toEntry),
    nextPage: rows.length > query.pageSize && last ? `${last.createdAt.getTime()}-${last.id}` : null,
  };
}

interface LedgerRowWithMessage {
  id: number;
  kind: string;
  amount: string;
  balanceAfter: string;
  balanceBefore: string;
  createdAt: Date;
  details: Record<string, string> | null;
  ownNumber: string | null;
  otherNumber: string | null;
  messageDirection: 'in' | 'out' | null;
}

function toEntry(row: LedgerRowWithMessage): BillEntry {
  const type = KIND_TYPES[row.kind] ?? BILL_TYPES.other;
  const details = row.details ?? {};
  const date = row.createdAt.getTime();
  return {
    _id: String(row.id),
    type,
    date,
    createTime: date,
    charge: row.amount,
    beforeBalance: row.balanceBefore,
    afterBalance: row.balanceAfter,
    purchaseMethod: type === BILL_TYPES.recharge ? (details.purchaseMethod ?? '') : '',
    options: optionsOf(type, row, details),
  };
}

function optionsOf(
  type: BillType,
  row: LedgerRowWithMessage,
  details: Record<string, string>,
): Record<string, string | number> {
  switch (type) {
    case BILL_TYPES.message:
    case BILL_TYPES.messageRefund:
      // A message deleted for good leaves its charge; its numbers are then not known.
      return {
        direction: row.messageDirection ?? 'out',
        from: row.ownNumber ?? '',
        to: row.otherNumber ?? '',
      };
    case BILL_TYPES.call:
      return {
        direction: details.direction ?? '',
        from: details.from ?? '',
        to: details.to ?? '',
        type: Number(details.type ?? 1),
        duration: Number(details.duration ?? 0),
      };
    case BILL_TYPES.other:
      return { type: OTHER_TYPES[row.kind] ?? OTHER_FALLBACK };
    default:
      // 1 (amount, gift, purchaseMethod, receiptUrl), 5 and 7 (countryCode, number, type): as written.
      return { ...details };
  }
}
