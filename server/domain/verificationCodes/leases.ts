/**
 * Leases of the provider's numbers (docs/verification-codes.md "Pool and lock"): the claim that
 * gives one account at a time a number for an app (`code_number_claims`), the account's own row
 * of each number it used (`code_numbers`), and how such a row is shown (spec 3 §3 verification
 * list item / old phone).
 */
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import { getCountryCallingCode } from 'libphonenumber-js';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import {
  type CodeNumber,
  type CodeNumberType,
  CodeNumberType as CodeNumberTypeSchema,
  type CodeSms,
  type LanguageCode,
  NUMBER_RULES,
  OUTBOUND_MESSAGE_RATES,
  type RateRegion,
  type SubStatus,
  VERIFICATION_LIMITS,
} from '../../../src/services/api/contract/index.ts';
import type { CodeProvider } from '../../adapters/codeProvider.ts';
import type { Database } from '../../db/client.ts';
import { type CodeNumberRow, type CodeSmsRow, codeNumberClaims, codeNumbers } from '../../db/schema.ts';
import { numberFacts } from '../messaging/phoneNumbers.ts';
import { centsText } from '../money.ts';
import type { HistorySubject } from '../numbers/billing.ts';
import { addDays, dateText } from '../numbers/dates.ts';
import type { Transaction } from '../transaction.ts';
import { appName, canSubscribeType, feeOf, findApp } from './catalogue.ts';

/** A running subscription holds its claim "for ever"; renewals end it (`endClaim`). */
export const HELD_WHILE_SUBSCRIBED = new Date('9999-12-31T00:00:00.000Z');

export const LOCK_MS = VERIFICATION_LIMITS.lockSeconds * 1000;

/**
 * Claims (app, number) for the account until `heldUntil`: one upsert that takes the row only when
 * no one holds it, its hold has ended, or it is the account's own (then the longer hold stays).
 * Concurrent claims of one number: exactly one succeeds — the primary key makes the loser's
 * upsert wait for the winner's commit and then find the row held.
 */
export async function claimLease(
  tx: Transaction,
  lease: { app: string; fullNumber: string; accountId: number },
  heldUntil: Date,
  now: Date,
): Promise<boolean> {
  const claimed = await tx
    .insert(codeNumberClaims)
    .values({ ...lease, heldUntil })
    .onConflictDoUpdate({
      target: [codeNumberClaims.app, codeNumberClaims.fullNumber],
      set: {
        heldUntil: sql`CASE WHEN ${codeNumberClaims.accountId} = excluded.account_id THEN GREATEST(${codeNumberClaims.heldUntil}, excluded.held_until) ELSE excluded.held_until END`,
        accountId: sql`excluded.account_id`,
      },
      setWhere: or(lte(codeNumberClaims.heldUntil, now), eq(codeNumberClaims.accountId, lease.accountId)),
    })
    .returning({ app: codeNumberClaims.app });
  return claimed.length > 0;
}

/** Sets the account's hold on (app, number) to end at `heldUntil` (a lock given back, a subscription ending). */
export async function setClaimEnd(
  tx: Transaction,
  lease: { app: string; fullNumber: string; accountId: number },
  heldUntil: Date,
): Promise<void> {
  await tx
    .update(codeNumberClaims)
    .set({ heldUntil })
    .where(
      and(
        eq(codeNumberClaims.app, lease.app),
        eq(codeNumberClaims.fullNumber, lease.fullNumber),
        eq(codeNumberClaims.accountId, lease.accountId),
      ),
    );
}

/** Who holds (app, number) now, or undefined. */
export async function liveHolder(
  db: Database | Transaction,
  app: string,
  fullNumber: string,
  now: Date,
): Promise<number | undefined> {
  const [claim] = await db
    .select({ accountId: codeNumberClaims.accountId })
    .from(codeNumberClaims)
    .where(
      and(
        eq(codeNumberClaims.app, app),
        eq(codeNumberClaims.fullNumber, fullNumber),
        gt(codeNumberClaims.heldUntil, now),
      ),
    );
  return claim?.accountId;
}

/** The account's row of (app, number), or undefined (another account's numbers are not found). */
export async function ownCodeNumber(
  db: Database | Transaction,
  accountId: number,
  app: string,
  fullNumber: string,
): Promise<CodeNumberRow | undefined> {
  const [row] = await db
    .select()
    .from(codeNumbers)
    .where(and(eq(codeNumbers.accountId, accountId), eq(codeNumbers.app, app), eq(codeNumbers.fullNumber, fullNumber)));
  return row;
}

/** spec 3 §3 subStatus: 1 while a subscription runs (paid or awaiting payment), else 0. */
export function subStatusOf(row: Pick<CodeNumberRow, 'status'>): SubStatus {
  return row.status === 'active' || row.status === 'suspended' ? 1 : 0;
}

/** Stored number types come from this server only: an unknown one is a bug worth a loud failure. */
export function numberTypeOf(row: Pick<CodeNumberRow, 'numberType'>): CodeNumberType {
  return CodeNumberTypeSchema.parse(row.numberType);
}

/** The region a number sends from, when chats' rate table prices SMS from it (spec 2 §9). */
function sendingRegion(fullNumber: string): RateRegion | undefined {
  const region = numberFacts(fullNumber).region;
  if (!region) return undefined;
  return Object.keys(OUTBOUND_MESSAGE_RATES.sms).some((route) => route.startsWith(`${region}>`)) ? region : undefined;
}

/** decision: long-term (type 1) numbers can send, where chats' rate table prices SMS from their country. */
export function canSendFrom(fullNumber: string, numberType: CodeNumberType): boolean {
  return canSubscribeType(numberType) && sendingRegion(fullNumber) !== undefined;
}

/** The country calling codes an SMS from this number may go to (the send panel's select). */
export function sendTelCodes(fullNumber: string, numberType: CodeNumberType): string[] {
  const region = canSubscribeType(numberType) ? sendingRegion(fullNumber) : undefined;
  if (!region) return [];
  const codes = Object.keys(OUTBOUND_MESSAGE_RATES.sms)
    .filter((route) => route.startsWith(`${region}>`))
    .map((route) => getCountryCallingCode(route.slice(route.indexOf('>') + 1) as RateRegion));
  return [...new Set(codes)];
}

/** '+1 332 555 0100' for display, or '+telCode phone' where the number cannot be parsed. */
export function formatPhone(fullNumber: string, telCode: string, phone: string): string {
  return parsePhoneNumberFromString(`+${fullNumber}`)?.formatInternational() ?? `+${telCode} ${phone}`;
}

/** When an unsubscribed row leaves the account's list (see `CodeNumber.expiryDate`). */
function expiryOf(row: CodeNumberRow): Date | null {
  switch (row.status) {
    case 'none':
      return addDays(row.lockedAt, VERIFICATION_LIMITS.retentionDays);
    case 'cancelled':
      return row.nextPaymentDate;
    case 'suspended':
      return row.nextPaymentDate && addDays(row.nextPaymentDate, NUMBER_RULES.graceDays);
    default:
      return null;
  }
}

/** spec 3 §3 Verification number list item (also the old tab's recent phone). */
export function toCodeNumber(row: CodeNumberRow, provider: CodeProvider, lang: LanguageCode, now: Date): CodeNumber {
  const numberType = numberTypeOf(row);
  const app = findApp(provider, row.app);
  const fee = app ? feeOf(app, numberType) : { codeRate: '0.00', subRent: '' as const };
  const subStatus = subStatusOf(row);
  return {
    app: row.app,
    name: appName(provider, row.app, lang),
    oldPhone: row.fullNumber,
    phone: row.phone,
    telCode: row.telCode,
    code: row.code,
    numberType,
    numberName: row.numberName,
    notes: row.notes,
    subStatus,
    nextPaymentDate: row.status === 'none' ? '' : dateText(row.nextPaymentDate),
    expiryDate: dateText(expiryOf(row)),
    monthRent: subStatus === 1 ? centsText(row.monthRent) : '0.00',
    subRent: fee.subRent,
    codeRate: fee.codeRate,
    canSub: subStatus === 0 && canSubscribeType(numberType),
    canSendCodeSms: canSendFrom(row.fullNumber, numberType),
    lockExpiresAt: row.lockExpiresAt > now ? row.lockExpiresAt.getTime() : null,
  };
}

/** spec 3 §3 SMS item. */
export function toCodeSms(row: CodeSmsRow): CodeSms {
  // issue 10 item 10: a held code's text is what the recharge buys; it never leaves the server before.
  const text = row.held ? '' : row.text;
  return { smsId: row.smsId, text, date: row.date, charge: centsText(row.charge), from: row.sender, held: row.held };
}

/** The subscription history's view of a verification number (numbers/billing.ts `writeHistory`). */
export function historySubject(row: CodeNumberRow): HistorySubject {
  return {
    accountId: row.accountId,
    fullNumber: row.fullNumber,
    telCode: row.telCode,
    phone: row.phone,
    code: row.code,
    type: String(row.numberType),
    numberName: row.numberName,
    kind: 'verification',
    app: row.app,
  };
}

/** Which rows an account's list shows: subscriptions, and unsubscribed numbers within their retention, not removed. */
export function listedCondition(accountId: number, now: Date) {
  return and(
    eq(codeNumbers.accountId, accountId),
    eq(codeNumbers.listed, true),
    or(
      sql`${codeNumbers.status} <> 'none'`,
      gt(codeNumbers.lockedAt, addDays(now, -VERIFICATION_LIMITS.retentionDays)),
    ),
  );
}
