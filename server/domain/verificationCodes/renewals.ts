/**
 * Verification subscriptions as the second kind of subscription the shared renewal rules run on
 * (numbers/renewals.ts): monthly, at the rent they were subscribed at; released, the claim on the
 * number ends and a type-100 history row (re-subscribable) is written.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { HISTORY_TYPES } from '../../../src/services/api/contract/index.ts';
import { type CodeNumberRow, codeNumbers } from '../../db/schema.ts';
import { centsText } from '../money.ts';
import { dueAtSql, type RenewableKind, writeHistory } from '../numbers/billing.ts';
import { historySubject, setClaimEnd } from './leases.ts';
import { codeLedgerDetails } from './subscriptions.ts';

const dueAt = dueAtSql(codeNumbers.status, codeNumbers.nextPaymentDate);

/** A row with a subscription always has a next payment date (written with its status). */
function nextPaymentOf(row: CodeNumberRow): Date {
  if (!row.nextPaymentDate) throw new Error(`verification subscription ${row.id} has no next payment date`);
  return row.nextPaymentDate;
}

export const codeSubscriptions: RenewableKind<CodeNumberRow> = {
  async firstDue(tx, until) {
    const [row] = await tx
      .select()
      .from(codeNumbers)
      .where(
        sql`${inArray(codeNumbers.status, ['active', 'cancelled', 'suspended'])} AND ${codeNumbers.nextPaymentDate} <= ${until.toISOString()}::timestamptz AND ${dueAt} <= ${until.toISOString()}::timestamptz`,
      )
      .orderBy(dueAt, codeNumbers.id)
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  },
  state(row) {
    if (row.status === 'none') throw new Error(`verification number ${row.id} has no subscription to renew`);
    return { status: row.status, nextPaymentDate: nextPaymentOf(row), accountId: row.accountId };
  },
  period: (row) => ({ rent: centsText(row.monthRent), months: 1, planId: null, details: codeLedgerDetails(row) }),
  async renewed(tx, row, due, next) {
    const [renewed] = await tx
      .update(codeNumbers)
      .set({ paymentDate: due, nextPaymentDate: next })
      .where(eq(codeNumbers.id, row.id))
      .returning();
    if (!renewed) throw new Error('renewing a locked verification number returned no row');
    return historySubject(renewed);
  },
  async suspended(tx, row) {
    const [suspended] = await tx
      .update(codeNumbers)
      .set({ status: 'suspended' })
      .where(eq(codeNumbers.id, row.id))
      .returning();
    if (!suspended) throw new Error('suspending a locked verification number returned no row');
    return { ...historySubject(suspended), planId: null };
  },
  async release(tx, row, at) {
    await tx.update(codeNumbers).set({ status: 'none' }).where(eq(codeNumbers.id, row.id));
    // A lock running past the end (a code being awaited) keeps the number until the lock ends.
    const end = row.lockExpiresAt > at ? row.lockExpiresAt : at;
    await setClaimEnd(tx, { app: row.app, fullNumber: row.fullNumber, accountId: row.accountId }, end);
    await writeHistory(tx, historySubject(row), {
      type: HISTORY_TYPES.cancelled,
      at,
      charge: '0',
      planId: null,
      nextPaymentDate: null,
      resDate: at,
    });
  },
};
