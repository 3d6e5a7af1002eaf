/**
 * The numbers an account owns (spec 1 §3 Virtual phone): the From picker of chats, the check that
 * a sender owns its number (spec 1 §5), and who receives a message sent to a number on this
 * server. A number belongs to at most one account per brand.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type NumberCountryCode,
  PLATFORMS,
  type Platform,
  VIRTUAL_NUMBER_TYPES,
  type VirtualNumberType,
} from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { type VirtualNumberRow, virtualNumbers } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { planIdOf } from '../numbers/catalogue.ts';
import { claimNumber } from '../numbers/claims.ts';
import { addMonths } from '../numbers/dates.ts';
import type { SplitNumber } from './phoneNumbers.ts';

/** The number as one side of a conversation. */
export function asConversationSide(row: VirtualNumberRow): SplitNumber {
  return { fullNumber: row.fullNumber, telCode: row.telCode, number: row.phone };
}

/** The account's number rows: Hosting, then toll-free, then local; oldest first within a type. */
export async function listNumberRows(db: Database, accountId: number): Promise<VirtualNumberRow[]> {
  const typeOrder = sql`array_position(ARRAY[${sql.join(
    VIRTUAL_NUMBER_TYPES.map((type) => sql`${type}`),
    sql`, `,
  )}]::text[], ${virtualNumbers.type})`;
  return db
    .select()
    .from(virtualNumbers)
    .where(eq(virtualNumbers.accountId, accountId))
    .orderBy(typeOrder, asc(virtualNumbers.id));
}

/** The caller's own number `fullNumber`, or undefined when it is not theirs. */
export async function findOwnNumber(
  db: Database,
  accountId: number,
  fullNumber: string,
): Promise<VirtualNumberRow | undefined> {
  const [row] = await db
    .select()
    .from(virtualNumbers)
    .where(and(eq(virtualNumbers.accountId, accountId), eq(virtualNumbers.fullNumber, fullNumber)))
    .limit(1);
  return row;
}

/** Who owns `fullNumber` on `platform`, if anyone (on-net delivery). */
export async function findNumberOnBrand(
  db: Database,
  platform: Platform,
  fullNumber: string,
): Promise<VirtualNumberRow | undefined> {
  const [row] = await db
    .select()
    .from(virtualNumbers)
    .where(and(eq(virtualNumbers.platform, platform), eq(virtualNumbers.fullNumber, fullNumber)))
    .limit(1);
  return row;
}

/** Every brand's owner of `fullNumber` (a carrier's message names the number, not the brand). */
/** The owners of these numbers, on every brand. */
export async function findNumbersOnAnyBrand(db: Database, fullNumbers: readonly string[]): Promise<VirtualNumberRow[]> {
  return db
    .select()
    .from(virtualNumbers)
    .where(inArray(virtualNumbers.fullNumber, [...fullNumbers]));
}

export interface NewVirtualNumber {
  telCode: string;
  phone: string;
  type: VirtualNumberType;
  numberName: string;
  notes: string;
  /** The numbers area's country (server/domain/numbers). */
  code: NumberCountryCode;
}

/**
 * Gives the account the number, on the monthly plan of its kind starting now, when the sandbox
 * carrier lets it claim the number (free, or released by this very account) and the brand does
 * not have it yet; returns whether it was added.
 */
export async function assignNumber(
  db: Database,
  clock: Clock,
  account: { id: number; platform: Platform },
  number: NewVirtualNumber,
): Promise<boolean> {
  const now = clock.now();
  const fullNumber = `${number.telCode}${number.phone}`;
  return db.transaction(async (tx) => {
    if (!(await claimNumber(tx, fullNumber, account.id, now))) return false;
    const inserted = await tx
      .insert(virtualNumbers)
      .values({
        accountId: account.id,
        platform: account.platform,
        ...number,
        fullNumber,
        createdAt: now,
        planId: planIdOf(number.code, number.type, 1),
        paymentDate: now,
        nextPaymentDate: addMonths(now, 1),
      })
      .onConflictDoNothing({ target: [virtualNumbers.platform, virtualNumbers.fullNumber] })
      .returning({ id: virtualNumbers.id });
    return inserted.length > 0;
  });
}

/**
 * Sandbox demo data: demo account `demoIndex` of `platform` owns one number of each type, from
 * the fictional 555-01xx range, different on every brand: Hosting +1 312 555 01bd, toll-free
 * +1 833 555 01bd, local +1 415 555 01bd, where b is the brand's index in PLATFORMS and d the demo
 * account's (pingme's first demo account: …0100, its second: …0101; wephone's: …0110, …0111).
 * Idempotent: a number the brand already has is left alone.
 */
export async function seedDemoNumbers(
  db: Database,
  clock: Clock,
  account: { id: number; platform: Platform },
  demoIndex: number,
): Promise<void> {
  const suffix = String(100 + PLATFORMS.indexOf(account.platform) * 10 + demoIndex).padStart(4, '0');
  for (const demo of DEMO_NUMBERS) {
    await assignNumber(db, clock, account, {
      telCode: '1',
      phone: `${demo.areaCode}555${suffix}`,
      type: demo.type,
      numberName: demo.numberName,
      notes: demo.notes,
      code: demo.type === 'tollfree' ? 'TollFree' : 'US',
    });
  }
}

const DEMO_NUMBERS = [
  {
    type: 'Hosting',
    areaCode: '312',
    numberName: 'Demo hosting line',
    notes: 'Hosting number: attachments up to 100 KB',
  },
  {
    type: 'tollfree',
    areaCode: '833',
    numberName: 'Demo toll-free',
    notes: 'Toll-free number',
  },
  {
    type: 'local',
    areaCode: '415',
    numberName: 'Demo local',
    notes: 'Local number: attachments up to 2 MB',
  },
] as const satisfies readonly { type: VirtualNumberType; areaCode: string; numberName: string; notes: string }[];
