/** A paid order's receipt, found by its capability token (docs/payments.md). */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type AccountRow, accounts, type PaymentOrderRow, paymentOrders } from '../../db/schema.ts';

export interface Receipt {
  order: PaymentOrderRow;
  account: AccountRow;
}

export async function findReceipt(db: Database, token: string): Promise<Receipt | undefined> {
  const [row] = await db
    .select({ order: paymentOrders, account: accounts })
    .from(paymentOrders)
    .innerJoin(accounts, eq(accounts.id, paymentOrders.accountId))
    .where(and(eq(paymentOrders.receiptToken, token), eq(paymentOrders.status, 'paid')))
    .limit(1);
  return row;
}
