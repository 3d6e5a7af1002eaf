/**
 * Settling an order — the one place that moves an order out of `created` and the only one that
 * credits (docs/payments.md, "exactly once"). The provider's webhook, PayPal's capture call and
 * the lazy expiry all end here. In one transaction: the order row is locked, and only while it is
 * still `created` does it change state; when it becomes `paid`, the balance rises by amount + gift
 * and a type-1 ledger row is written beside it, then the held verification codes the new balance
 * covers are released and charged (verificationCodes/heldCodes.ts), then the suspended numbers it
 * covers are renewed (numbers/renewals.ts). A repeated webhook, a webhook racing the capture,
 * or a confirmation after the order expired finds the order no longer `created` (or turns it
 * `expired`) and credits nothing. The partial unique index of migration 0007 (one `recharge`
 * ledger row per order id) would refuse a second credit even if this logic were wrong.
 *
 * After the commit, every open tab of the account hears the outcome and the new balance (the
 * socket `payment` event).
 */
import { eq, sql } from 'drizzle-orm';
import {
  type FiatCurrency,
  PAYMENT_PATHS,
  type PaymentEvent,
  type PaymentWebhookEvent,
  PURCHASE_METHODS,
  paymentsOf,
  RECHARGE_LEDGER_KIND,
} from '../../../src/services/api/contract/index.ts';
import type { ServerContext } from '../../context.ts';
import { accounts, ledgerEntries, type PaymentOrderRow, paymentOrders } from '../../db/schema.ts';
import { publishBalance } from '../balanceEvents.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import { toMinorUnits } from '../money.ts';
import { renewSuspendedNumbers } from '../numbers/renewals.ts';
import { inTransaction, type Transaction } from '../transaction.ts';
import { releaseHeldCodes } from '../verificationCodes/heldCodes.ts';
import { publishPayment } from './events.ts';
import { newToken } from './ids.ts';
import { PAYMENT_TEXTS } from './texts.ts';

/** What is known about an order's payment: the provider took the money (this much), refused it, or time ran out. */
export type Settlement =
  | { type: 'paid'; amount: string; currency: FiatCurrency }
  | { type: 'failed' }
  | { type: 'expired' };

/** A paid order's receipt link, relative to the API base ('' where the brand shows none, spec 2 §1). */
export function receiptUrlOf(order: Pick<PaymentOrderRow, 'platform' | 'receiptToken'>): string {
  const platform = order.platform as Parameters<typeof paymentsOf>[0];
  return order.receiptToken && paymentsOf(platform).receipts ? `${PAYMENT_PATHS.receipt}/${order.receiptToken}` : '';
}

/**
 * Applies `settlement` to the order if it is still `created`; answers the order as it is after
 * (unchanged when it was already settled). A `paid` whose amount or currency differs from the
 * order's is refused (100001) and changes nothing.
 */
export async function settleOrder(
  context: Pick<ServerContext, 'db' | 'clock' | 'sockets' | 'log'>,
  orderId: string,
  settlement: Settlement,
): Promise<PaymentOrderRow | Failure> {
  const now = context.clock.now();
  const outcome = await inTransaction(context.db, async (tx) => {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update');
    if (!order) return fail('notFound');
    if (order.status !== 'created') return { order, event: null };
    // Too late: the order could no longer be paid, whatever arrives now.
    const status = order.expiresAt.getTime() <= now.getTime() ? 'expired' : settlement.type;
    if (status === 'paid' && settlement.type === 'paid') {
      const sameAmount = toMinorUnits(settlement.amount) === toMinorUnits(order.amount);
      if (!sameAmount || settlement.currency !== order.currency)
        return fail('badRequest', PAYMENT_TEXTS.amountMismatch);
    }
    const [updated] = await tx
      .update(paymentOrders)
      .set({ status, settledAt: now, ...(status === 'paid' ? { receiptToken: newToken() } : {}) })
      .where(eq(paymentOrders.id, order.id))
      .returning();
    if (!updated) throw new Error(`payment order ${order.id} vanished while locked`);
    // issue 10 item 10: the credit releases (and charges) the held codes it covers, in this transaction.
    const balance = status === 'paid' ? await creditAndRelease(tx, updated, now) : await balanceOf(tx, order.accountId);
    const event: PaymentEvent = { orderId: order.id, status, amount: order.amount, gift: order.gift, balance };
    return { order: updated, event };
  });
  if (isFailure(outcome)) return outcome;
  if (outcome.event) {
    publishPayment(context.sockets, outcome.order.accountId, outcome.event);
    // The credit (and the held codes and suspended numbers it paid for) committed together.
    if (outcome.event.status === 'paid') publishBalance(context, outcome.order.accountId);
  }
  return outcome.order;
}

/** amount + gift to the balance, with its type-1 ledger row (spec 2 §3: amount, gift, purchaseMethod, receiptUrl). */
async function credit(tx: Transaction, order: PaymentOrderRow, at: Date): Promise<string> {
  const [credited] = await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${order.amount}::numeric + ${order.gift}::numeric` })
    .where(eq(accounts.id, order.accountId))
    .returning({ balance: accounts.balance });
  if (!credited) throw new Error(`account ${order.accountId} of payment order ${order.id} does not exist`);
  await tx.insert(ledgerEntries).values({
    accountId: order.accountId,
    kind: RECHARGE_LEDGER_KIND,
    amount: sql`${order.amount}::numeric + ${order.gift}::numeric`,
    balanceAfter: credited.balance,
    createdAt: at,
    details: {
      amount: order.amount,
      gift: order.gift,
      purchaseMethod: PURCHASE_METHODS[order.flag],
      receiptUrl: receiptUrlOf(order),
      orderId: order.id,
    },
  });
  return credited.balance;
}

async function creditAndRelease(tx: Transaction, order: PaymentOrderRow, at: Date): Promise<string> {
  const credited = await credit(tx, order, at);
  const released = await releaseHeldCodes(tx, order.accountId, at);
  const renewed = await renewSuspendedNumbers(tx, order.accountId, at);
  return released + renewed > 0 ? balanceOf(tx, order.accountId) : credited;
}

async function balanceOf(tx: Transaction, accountId: number): Promise<string> {
  const [row] = await tx.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw new Error(`account ${accountId} of a payment order does not exist`);
  return row.balance;
}

/** The provider's word on an order (a verified webhook): paid with this amount, or failed. */
export function settleFromWebhook(
  context: Pick<ServerContext, 'db' | 'clock' | 'sockets' | 'log'>,
  event: PaymentWebhookEvent,
): Promise<PaymentOrderRow | Failure> {
  const settlement: Settlement =
    event.type === 'payment.succeeded'
      ? { type: 'paid', amount: event.amount, currency: event.currency }
      : { type: 'failed' };
  return settleOrder(context, event.orderId, settlement);
}
