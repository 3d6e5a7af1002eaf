/**
 * Renewals (issue 9 item 12; issue 10 item 10): what falls due on a subscription — a rented
 * number or a verification number's — done as of the date it fell due.
 * - active, next payment date reached: the period's rent (of a number's scheduled plan, if a
 *   change waits) is charged — ledger type 7, history type 7 — and the next period starts; with
 *   too little balance it is suspended instead (history type 6): a number can no longer send.
 * - suspended, `NUMBER_RULES.graceDays` after the unpaid date: released (history type 100).
 * - cancelled, next payment date reached: released (history type 100).
 *
 * `runDueRenewals` handles the earliest due event first, one per transaction, until nothing is
 * due at `until`: a year of monthly renewals runs as twelve events, in date order across numbers
 * and kinds (so a balance runs out in the order the payments fell due). Every event locks its row
 * with SKIP LOCKED and re-reads it, so server processes sharing a database never do one twice.
 * The scheduler runs it every minute on the server's clock; tests and `POST /sandbox/advanceClock`
 * call it directly after moving the clock.
 *
 * A recharge renews the suspended numbers it covers (`renewSuspendedNumbers`, issue 27 item 1).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { HISTORY_TYPES, isPlatform, NUMBER_RULES } from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { type VirtualNumberRow, virtualNumbers } from '../../db/schema.ts';
import { type Clock, MINUTE_MS } from '../clock.ts';
import { isFailure } from '../failure.ts';
import type { Transaction } from '../transaction.ts';
import { codeSubscriptions } from '../verificationCodes/renewals.ts';
import { chargeAccount, dueAtSql, ledgerDetails, type RenewableKind, releaseNumber, writeHistory } from './billing.ts';
import { findPlan } from './catalogue.ts';
import { addDays, addMonths } from './dates.ts';

const numberDueAt = dueAtSql(virtualNumbers.status, virtualNumbers.nextPaymentDate);

/** Rented numbers (virtual_numbers): renewed on their plan, or the plan a change scheduled. */
const numberSubscriptions: RenewableKind<VirtualNumberRow> = {
  async firstDue(tx, until) {
    const [row] = await tx
      .select()
      .from(virtualNumbers)
      .where(
        sql`${virtualNumbers.nextPaymentDate} <= ${until.toISOString()}::timestamptz AND ${numberDueAt} <= ${until.toISOString()}::timestamptz`,
      )
      .orderBy(numberDueAt, virtualNumbers.id)
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  },
  state: (row) => row,
  period: renewalPeriod,
  async renewed(tx, row, due, next, planId) {
    const [renewed] = await tx
      .update(virtualNumbers)
      .set({ planId: planId ?? row.planId, pendingPlanId: null, paymentDate: due, nextPaymentDate: next })
      .where(eq(virtualNumbers.id, row.id))
      .returning();
    if (!renewed) throw new Error('renewing a locked number returned no row');
    return renewed;
  },
  async suspended(tx, row) {
    const [suspended] = await tx
      .update(virtualNumbers)
      .set({ status: 'suspended' })
      .where(eq(virtualNumbers.id, row.id))
      .returning();
    if (!suspended) throw new Error('suspending a locked number returned no row');
    return suspended;
  },
  release: releaseNumber,
};

/** What renewing a number charges and starts: its scheduled plan's period if a change waits, else its own. */
function renewalPeriod(row: VirtualNumberRow) {
  if (!isPlatform(row.platform)) throw new Error(`number ${row.id} is on an unknown brand`);
  const plan = findPlan(row.platform, row.pendingPlanId ?? row.planId);
  if (!plan) throw new Error(`number ${row.id} renews on plan ${row.pendingPlanId ?? row.planId}, which is not sold`);
  return { rent: plan.rent, months: plan.months, planId: plan.planId, details: ledgerDetails(row) };
}

/**
 * A recharge renews the suspended numbers it covers (issue 27 item 1, docs/numbers.md): in the
 * recharge's transaction, oldest unpaid first, each suspended number of the account whose rent
 * the balance now covers is charged (ledger type 7) and starts a new period from the recharge
 * (history type 7), as Renew on its own plan would; one the balance does not cover stays
 * suspended. A number the scheduler holds at that moment is skipped (SKIP LOCKED): the recharge
 * never waits on a number's lock while holding the account's, so the two cannot deadlock.
 * Answers how many were renewed.
 */
export async function renewSuspendedNumbers(tx: Transaction, accountId: number, at: Date): Promise<number> {
  const suspended = await tx
    .select()
    .from(virtualNumbers)
    .where(and(eq(virtualNumbers.accountId, accountId), eq(virtualNumbers.status, 'suspended')))
    .orderBy(asc(virtualNumbers.nextPaymentDate), asc(virtualNumbers.id))
    .for('update', { skipLocked: true });
  let renewed = 0;
  for (const row of suspended) {
    const period = renewalPeriod(row);
    const balance = await chargeAccount(tx, at, accountId, period.rent, 'numberRenewal', period.details);
    if (isFailure(balance)) continue;
    const next = addMonths(at, period.months);
    const [active] = await tx
      .update(virtualNumbers)
      .set({ status: 'active', planId: period.planId, pendingPlanId: null, paymentDate: at, nextPaymentDate: next })
      .where(eq(virtualNumbers.id, row.id))
      .returning();
    if (!active) throw new Error('renewing a locked suspended number returned no row');
    await writeHistory(tx, active, {
      type: HISTORY_TYPES.renewed,
      at,
      charge: period.rent,
      planId: period.planId,
      nextPaymentDate: next,
      resDate: null,
    });
    renewed += 1;
  }
  return renewed;
}

/** The first due event of one kind: when it fell due, and doing it (answering whose balance it charged, if any). */
interface DueEvent {
  at: number;
  run(tx: Transaction): Promise<number | null>;
}

function firstDueOf<Row>(kind: RenewableKind<Row>) {
  return async (tx: Transaction, until: Date): Promise<DueEvent | undefined> => {
    const row = await kind.firstDue(tx, until);
    if (row === undefined) return undefined;
    return { at: dueAt(kind.state(row)), run: (inTx) => settle(inTx, kind, row) };
  };
}

const KINDS = [firstDueOf(numberSubscriptions), firstDueOf(codeSubscriptions)];

/**
 * Runs every event due at `until`; answers how many ran. `charged` hears each account whose
 * balance a renewal took, once that event's transaction has committed (its tabs hear the balance
 * after it: server/domain/balanceEvents.ts).
 */
export async function runDueRenewals(
  db: Database,
  until: Date,
  charged: (accountId: number) => void = () => {},
): Promise<number> {
  let events = 0;
  for (;;) {
    const ran = await runNextEvent(db, until);
    if (ran === false) return events;
    events += 1;
    if (ran !== null) charged(ran);
  }
}

function dueAt({ status, nextPaymentDate }: { status: string; nextPaymentDate: Date }): number {
  return (status === 'suspended' ? addDays(nextPaymentDate, NUMBER_RULES.graceDays) : nextPaymentDate).getTime();
}

/** One event in its own transaction: false when nothing was due, else the account it charged (null: none). */
async function runNextEvent(db: Database, until: Date): Promise<number | null | false> {
  return db.transaction(async (tx) => {
    let first: DueEvent | undefined;
    for (const firstDue of KINDS) {
      const event = await firstDue(tx, until);
      if (event && (!first || event.at < first.at)) first = event;
    }
    if (!first) return false;
    return first.run(tx);
  });
}

/** Does the row's due event; answers the account whose balance it charged (null: nothing was charged). */
async function settle<Row>(tx: Transaction, kind: RenewableKind<Row>, row: Row): Promise<number | null> {
  const { status, nextPaymentDate: due, accountId } = kind.state(row);
  if (status === 'suspended') {
    await kind.release(tx, row, addDays(due, NUMBER_RULES.graceDays));
    return null;
  }
  if (status === 'cancelled') {
    await kind.release(tx, row, due);
    return null;
  }
  const period = kind.period(row);
  // A refused charge writes nothing: the subscription is suspended instead.
  const balance = await chargeAccount(tx, due, accountId, period.rent, 'numberRenewal', period.details);
  if (isFailure(balance)) {
    const suspended = await kind.suspended(tx, row);
    await writeHistory(tx, suspended, {
      type: HISTORY_TYPES.suspended,
      at: due,
      charge: '0',
      planId: suspended.planId,
      nextPaymentDate: due,
      resDate: addDays(due, NUMBER_RULES.graceDays),
    });
    return null;
  }
  const next = addMonths(due, period.months);
  const renewed = await kind.renewed(tx, row, due, next, period.planId);
  await writeHistory(tx, renewed, {
    type: HISTORY_TYPES.renewed,
    at: due,
    charge: period.rent,
    planId: period.planId,
    nextPaymentDate: next,
    resDate: null,
  });
  return accountId;
}

/** The scheduler: every minute (and once at start), what fell due by the server's clock. */
export function startRenewalScheduler(
  db: Database,
  clock: Clock,
  onError: (error: unknown) => void,
  charged?: (accountId: number) => void,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(() => runDueRenewals(db, clock.now(), charged)).catch(onError);
  };
  tick();
  const timer = setInterval(tick, MINUTE_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
