/**
 * Renewals (issue 9 item 12): what falls due on a number, done as of the date it fell due.
 * - active, next payment date reached: the period's rent (of the scheduled plan, if a change
 *   waits) is charged — ledger type 7, history type 7 — and the next period starts; with too
 *   little balance the number is suspended instead (history type 6): it can no longer send.
 * - suspended, `NUMBER_RULES.graceDays` after the unpaid date: released (history type 100).
 * - cancelled, next payment date reached: released (history type 100).
 *
 * `runDueRenewals` handles the earliest due event first, one per transaction, until nothing is
 * due at `until`: a year of monthly renewals runs as twelve events, in date order across numbers
 * (so a balance runs out in the order the payments fell due). Every event locks its row with
 * SKIP LOCKED and re-reads it, so server processes sharing a database never do one twice.
 * The scheduler runs it every minute on the server's clock; tests and `POST /sandbox/advanceClock`
 * call it directly after moving the clock.
 */
import { eq, sql } from 'drizzle-orm';
import { HISTORY_TYPES, isPlatform, NUMBER_RULES } from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { type VirtualNumberRow, virtualNumbers } from '../../db/schema.ts';
import { type Clock, MINUTE_MS } from '../clock.ts';
import { isFailure } from '../failure.ts';
import type { Transaction } from '../transaction.ts';
import { chargeAccount, ledgerDetails, releaseNumber, writeHistory } from './billing.ts';
import { findPlan } from './catalogue.ts';
import { addDays, addMonths } from './dates.ts';

/** When the row's next event falls due. */
const dueAt = sql`CASE ${virtualNumbers.status} WHEN 'suspended' THEN ${virtualNumbers.nextPaymentDate} + make_interval(days => ${NUMBER_RULES.graceDays}) ELSE ${virtualNumbers.nextPaymentDate} END`;

/** Runs every event due at `until`; answers how many ran. */
export async function runDueRenewals(db: Database, until: Date): Promise<number> {
  let events = 0;
  while (await runNextEvent(db, until)) events += 1;
  return events;
}

async function runNextEvent(db: Database, until: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(virtualNumbers)
      .where(
        sql`${virtualNumbers.nextPaymentDate} <= ${until.toISOString()}::timestamptz AND ${dueAt} <= ${until.toISOString()}::timestamptz`,
      )
      .orderBy(dueAt, virtualNumbers.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return false;
    if (row.status === 'active') await renew(tx, row);
    else if (row.status === 'suspended')
      await releaseNumber(tx, row, addDays(row.nextPaymentDate, NUMBER_RULES.graceDays));
    else await releaseNumber(tx, row, row.nextPaymentDate);
    return true;
  });
}

async function renew(tx: Transaction, row: VirtualNumberRow): Promise<void> {
  const due = row.nextPaymentDate;
  if (!isPlatform(row.platform)) throw new Error(`number ${row.id} is on an unknown brand`);
  const plan = findPlan(row.platform, row.pendingPlanId ?? row.planId);
  if (!plan) throw new Error(`number ${row.id} renews on plan ${row.pendingPlanId ?? row.planId}, which is not sold`);
  // A refused charge writes nothing: the number is suspended instead.
  const balance = await chargeAccount(tx, due, row.accountId, plan.rent, 'numberRenewal', ledgerDetails(row));
  if (isFailure(balance)) {
    const [suspended] = await tx
      .update(virtualNumbers)
      .set({ status: 'suspended' })
      .where(eq(virtualNumbers.id, row.id))
      .returning();
    if (!suspended) throw new Error('suspending a locked number returned no row');
    await writeHistory(tx, suspended, {
      type: HISTORY_TYPES.suspended,
      at: due,
      charge: '0',
      planId: suspended.planId,
      nextPaymentDate: due,
      resDate: addDays(due, NUMBER_RULES.graceDays),
    });
    return;
  }
  const [renewed] = await tx
    .update(virtualNumbers)
    .set({ planId: plan.planId, pendingPlanId: null, paymentDate: due, nextPaymentDate: addMonths(due, plan.months) })
    .where(eq(virtualNumbers.id, row.id))
    .returning();
  if (!renewed) throw new Error('renewing a locked number returned no row');
  await writeHistory(tx, renewed, {
    type: HISTORY_TYPES.renewed,
    at: due,
    charge: plan.rent,
    planId: plan.planId,
    nextPaymentDate: renewed.nextPaymentDate,
    resDate: null,
  });
}

/** The scheduler: every minute (and once at start), what fell due by the server's clock. */
export function startRenewalScheduler(
  db: Database,
  clock: Clock,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(() => runDueRenewals(db, clock.now())).catch(onError);
  };
  tick();
  const timer = setInterval(tick, MINUTE_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
