/**
 * Charging sends to the account's balance, with a ledger entry per change (conventions: money as
 * decimals, never floats — the arithmetic is PostgreSQL's numeric). Runs inside the sender's
 * messaging transaction, so a refused charge stores nothing.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { accounts, ledgerEntries, type MessageRow } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { type Failure, fail } from '../failure.ts';
import type { Transaction } from './messagingClock.ts';
import { MESSAGING_TEXTS } from './texts.ts';

/**
 * Takes `price` from the balance for the stored `message` (spec 1 §5: sending needs a balance;
 * decision: at least the price, so a balance never goes negative). Not enough → 400001.
 */
export async function chargeForMessage(
  tx: Transaction,
  clock: Clock,
  message: MessageRow,
  price: string,
): Promise<string | Failure> {
  const [charged] = await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} - ${price}::numeric` })
    .where(and(eq(accounts.id, message.accountId), gte(accounts.balance, price)))
    .returning({ balance: accounts.balance });
  if (!charged) return fail('insufficientBalance', MESSAGING_TEXTS.insufficientBalance);
  await tx.insert(ledgerEntries).values({
    accountId: message.accountId,
    kind: message.type === 'mms' ? 'mms' : 'sms',
    amount: sql`-(${price}::numeric)`,
    balanceAfter: charged.balance,
    messageId: message.id,
    createdAt: clock.now(),
  });
  return charged.balance;
}

/** Gives back what the message was charged (the carrier refused it). */
export async function refundMessage(tx: Transaction, clock: Clock, message: MessageRow): Promise<void> {
  const [refunded] = await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${message.price}::numeric` })
    .where(eq(accounts.id, message.accountId))
    .returning({ balance: accounts.balance });
  if (!refunded) throw new Error(`account ${message.accountId} of a message does not exist`);
  await tx.insert(ledgerEntries).values({
    accountId: message.accountId,
    kind: 'refund',
    amount: message.price,
    balanceAfter: refunded.balance,
    messageId: message.id,
    createdAt: clock.now(),
  });
}

/** The sandbox control: sets the balance and records the difference. */
export async function setBalance(
  tx: Transaction,
  clock: Clock,
  accountId: number,
  balance: string,
): Promise<string | undefined> {
  const [before] = await tx
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (!before) return undefined;
  const [after] = await tx
    .update(accounts)
    .set({ balance: sql`${balance}::numeric` })
    .where(eq(accounts.id, accountId))
    .returning({ balance: accounts.balance });
  if (!after) return undefined;
  await tx.insert(ledgerEntries).values({
    accountId,
    kind: 'sandbox',
    amount: sql`${after.balance}::numeric - ${before.balance}::numeric`,
    balanceAfter: after.balance,
    createdAt: clock.now(),
  });
  return after.balance;
}
