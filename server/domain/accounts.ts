/**
 * Accounts are per brand (spec 1 §1): the same phone or e-mail on two brands is two accounts.
 * The first successful login with a contact creates its account (registration).
 */
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Account, Platform } from '../../src/services/api/contract/index.ts';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { type AccountRow, accounts } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import type { Contact } from './contacts.ts';
import { type Failure, fail } from './failure.ts';

function matchesContact(platform: Platform, contact: Contact): SQL {
  return contact.kind === 'phone'
    ? and(eq(accounts.platform, platform), eq(accounts.telCode, contact.telCode), eq(accounts.phone, contact.phone))!
    : and(eq(accounts.platform, platform), eq(accounts.email, contact.email))!;
}

export async function findAccount(db: Database, platform: Platform, contact: Contact): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(matchesContact(platform, contact)).limit(1);
  return row;
}

/** The account of a valid session; its absence is a bug (sessions cascade on delete). */
export async function getAccount(db: Database, accountId: number): Promise<AccountRow> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!row) throw new Error(`account ${accountId} of a live session does not exist`);
  return row;
}

export interface NewAccountValues {
  balance?: string;
}

/** Returns the brand's account for this contact, creating it on first use. Safe under races. */
export async function findOrCreateAccount(
  db: Database,
  clock: Clock,
  platform: Platform,
  contact: Contact,
  values: NewAccountValues = {},
): Promise<{ account: AccountRow; created: boolean }> {
  const contactColumns =
    contact.kind === 'phone' ? { telCode: contact.telCode, phone: contact.phone } : { email: contact.email };
  const target =
    contact.kind === 'phone'
      ? [accounts.platform, accounts.telCode, accounts.phone]
      : [accounts.platform, accounts.email];
  const [inserted] = await db
    .insert(accounts)
    .values({ platform, ...contactColumns, ...values, createdAt: clock.now() })
    .onConflictDoNothing({ target })
    .returning();
  if (inserted) return { account: inserted, created: true };
  const existing = await findAccount(db, platform, contact);
  if (!existing) throw new Error('account vanished between insert conflict and select');
  return { account: existing, created: false };
}

/** Whether another account of the brand already uses this phone or e-mail. */
export async function isContactTaken(
  db: Database,
  platform: Platform,
  contact: Contact,
  exceptAccountId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(matchesContact(platform, contact), ne(accounts.id, exceptAccountId)))
    .limit(1);
  return row !== undefined;
}

/** Sets (or replaces) the account's phone or e-mail. */
export async function saveContact(db: Database, accountId: number, contact: Contact): Promise<undefined | Failure> {
  const columns =
    contact.kind === 'phone' ? { telCode: contact.telCode, phone: contact.phone } : { email: contact.email };
  try {
    await db.update(accounts).set(columns).where(eq(accounts.id, accountId));
    return undefined;
  } catch (error) {
    // Another account took the contact between our check and this update.
    if (isUniqueViolation(error)) return fail('contactTaken');
    throw error;
  }
}

/**
 * spec 1 §3 Account: webchatId is the phone without its telCode, else the e-mail. The referral
 * flags come from their rules (domain/referral/referral.ts).
 */
export function toAccountView(row: AccountRow, capabilities: Pick<Account, 'canInvite' | 'canSetInviter'>): Account {
  return {
    accountInfo: { telCode: row.telCode ?? '', phone: row.phone ?? '', email: row.email ?? '', status: row.status },
    webchatId: row.phone ?? row.email ?? '',
    balance: row.balance,
    gift: row.gift,
    ...capabilities,
    needSetPhone: row.phone === null,
  };
}
