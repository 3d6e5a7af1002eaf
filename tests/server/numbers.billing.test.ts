/**
 * The billing rules of numbers in depth (issue 9 items 10–13), on a real PostgreSQL where
 * transactions truly overlap, through the domain functions with a clock the test moves:
 * 20 concurrent buys of one number sell it once; every charge has its ledger entry and history
 * row (buy, plan change, renewal, suspension, release, re-subscription); a year of renewals runs
 * in milliseconds; a released number is quarantined. Skipped when no PostgreSQL is reachable.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import {
  accounts,
  carrierNumbers,
  ledgerEntries,
  profiles,
  subscriptionHistory,
  virtualNumbers,
} from '../../server/db/schema.ts';
import { findOrCreateAccount } from '../../server/domain/accounts.ts';
import { type Clock, DAY_MS } from '../../server/domain/clock.ts';
import { isFailure } from '../../server/domain/failure.ts';
import { planIdOf } from '../../server/domain/numbers/catalogue.ts';
import { addMonths } from '../../server/domain/numbers/dates.ts';
import { changePlan } from '../../server/domain/numbers/plans.ts';
import { runDueRenewals } from '../../server/domain/numbers/renewals.ts';
import {
  buyNumber,
  type Caller,
  type NumbersContext,
  offeredNumbers,
  resubscribe,
  unsubscribe,
} from '../../server/domain/numbers/subscriptions.ts';
import { applyReview } from '../../server/domain/profile/review.ts';
import { NUMBER_RULES, type Platform } from '../../src/services/api/contract/index.ts';
import { createScratchDatabase, postgresReachable } from './scratchPostgres.ts';

const available = await postgresReachable('the numbers billing tests');
const PLATFORM: Platform = 'wetalk';
const START = Date.UTC(2026, 0, 15, 10, 0, 0);

class ManualClock implements Clock {
  constructor(public ms: number) {}
  now(): Date {
    return new Date(this.ms);
  }
}

describe.skipIf(!available)('numbers billing on PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;
  let ctx: NumbersContext;
  let clock: ManualClock;
  let accountCounter = 0;

  beforeAll(async () => {
    database = await createScratchDatabase('vn_numbers');
    handle = await openDatabase({ databaseUrl: database.url });
    await migrate(handle);
    clock = new ManualClock(START);
    // Balance events go nowhere here (tests/server/balanceEvents.test.ts follows them to the sockets).
    const nowhere = { emit: () => true };
    ctx = { db: handle.db, clock, sockets: { io: { to: () => nowhere } }, log: console };
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  /** A verified account of the brand with `balance`. */
  async function newCaller(balance: string): Promise<Caller> {
    accountCounter += 1;
    const { account } = await findOrCreateAccount(
      handle.db,
      clock,
      PLATFORM,
      { kind: 'phone', telCode: '1', phone: `20255501${String(accountCounter).padStart(2, '0')}` },
      { balance },
    );
    // Verified as the reviewer does it (the sandbox's POST /sandbox/review runs this).
    await applyReview(handle.db, clock, account.id, { profileStatus: 2, useCaseStatus: -1 });
    return { accountId: account.id, platform: PLATFORM, lang: 'en' };
  }

  async function firstOffered(areaCode: string, code: 'US' | 'TollFree' = 'US', type: 'local' | 'tollfree' = 'local') {
    const [number] = await offeredNumbers(ctx, { code, type, telCode: '1', areaCode });
    if (!number) throw new Error(`nothing offered in ${areaCode}`);
    return number;
  }

  async function buyMonthly(caller: Caller, areaCode: string) {
    const number = await firstOffered(areaCode);
    const answer = await buyNumber(ctx, caller, {
      planId: planIdOf('US', 'local', 1),
      telCode: '1',
      phone: number.phone,
      code: 'US',
      type: 'local',
    });
    if (isFailure(answer)) throw new Error(`buying failed: ${answer.reason}`);
    return answer;
  }

  const ledgerOf = (accountId: number) =>
    handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId)).orderBy(ledgerEntries.id);
  const historyOf = (accountId: number) =>
    handle.db
      .select()
      .from(subscriptionHistory)
      .where(eq(subscriptionHistory.accountId, accountId))
      .orderBy(subscriptionHistory.date, subscriptionHistory.id);
  const balanceOf = async (accountId: number) =>
    (await handle.db.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.id, accountId)))[0]
      ?.balance;

  it('20 concurrent buys of one number: exactly one account gets it, charged once', async () => {
    const callers = await Promise.all(Array.from({ length: 20 }, () => newCaller('50')));
    const number = await firstOffered('212');
    const results = await Promise.all(
      callers.map((caller) =>
        buyNumber(ctx, caller, {
          planId: planIdOf('US', 'local', 1),
          telCode: '1',
          phone: number.phone,
          code: 'US',
          type: 'local',
        }),
      ),
    );
    const winners = results.filter((result) => !isFailure(result));
    expect(winners).toHaveLength(1);
    expect(results.filter(isFailure).map((failure) => failure.reason)).toEqual(Array(19).fill('numberUnavailable'));
    const holders = await handle.db
      .select()
      .from(virtualNumbers)
      .where(eq(virtualNumbers.fullNumber, number.fullNumber));
    expect(holders).toHaveLength(1);
    const purchases = await handle.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'numberPurchase'), eq(ledgerEntries.amount, '-4.9900')));
    expect(purchases.filter((entry) => entry.accountId === holders[0]?.accountId)).toHaveLength(1);
    expect(purchases.filter((entry) => entry.accountId !== holders[0]?.accountId)).toHaveLength(0);
    expect((await firstOffered('212')).fullNumber).not.toBe(number.fullNumber);
  });

  it('a purchase charges activation fee + first period: one ledger entry (type 5) and one history row', async () => {
    const caller = await newCaller('20');
    const number = await firstOffered('800', 'TollFree', 'tollfree');
    const answer = await buyNumber(ctx, caller, {
      planId: planIdOf('TollFree', 'tollfree', 1),
      telCode: '1',
      phone: number.phone,
      code: 'TollFree',
      type: 'tollfree',
    });
    expect(isFailure(answer)).toBe(false);
    expect(await balanceOf(caller.accountId)).toBe('14.9100');
    const [entry] = await ledgerOf(caller.accountId);
    expect(entry).toMatchObject({
      kind: 'numberPurchase',
      amount: '-5.0900',
      balanceAfter: '14.9100',
      details: { countryCode: 'TollFree', number: number.fullNumber, type: 'tollfree' },
    });
    const [row] = await historyOf(caller.accountId);
    expect(row).toMatchObject({ type: 5, charge: '5.0900', planId: planIdOf('TollFree', 'tollfree', 1) });
  });

  it('a year of monthly renewals runs in one call: 12 charges (type 7), each dated on its payment date', async () => {
    clock.ms = START;
    const caller = await newCaller('100');
    const bought = await buyMonthly(caller, '305');
    clock.ms = START + 365 * DAY_MS;
    await runDueRenewals(handle.db, clock.now());
    const renewals = (await ledgerOf(caller.accountId)).filter((entry) => entry.kind === 'numberRenewal');
    expect(renewals).toHaveLength(12);
    expect(renewals.every((entry) => entry.amount === '-4.9900')).toBe(true);
    const rows = (await historyOf(caller.accountId)).filter((row) => row.type === 7);
    expect(rows.map((row) => new Date(row.date).toISOString().slice(0, 10))).toEqual(
      Array.from({ length: 12 }, (_, month) =>
        addMonths(new Date(START), month + 1)
          .toISOString()
          .slice(0, 10),
      ),
    );
    expect(await balanceOf(caller.accountId)).toBe((100 - 13 * 4.99).toFixed(4));
    const [row] = await handle.db
      .select()
      .from(virtualNumbers)
      .where(eq(virtualNumbers.fullNumber, bought.virtualPhone.fullNumber));
    expect(row?.nextPaymentDate.toISOString()).toBe(addMonths(new Date(START), 13).toISOString());
  });

  it('short balance suspends, the grace period releases, the quarantine holds the number back', async () => {
    clock.ms = START;
    const caller = await newCaller('4.99');
    const bought = await buyMonthly(caller, '415');
    const due = addMonths(new Date(START), 1);
    clock.ms = due.getTime() + DAY_MS;
    await runDueRenewals(handle.db, clock.now());
    const [suspended] = await handle.db
      .select()
      .from(virtualNumbers)
      .where(eq(virtualNumbers.fullNumber, bought.virtualPhone.fullNumber));
    expect(suspended?.status).toBe('suspended');
    expect((await historyOf(caller.accountId)).at(-1)).toMatchObject({
      type: 6,
      charge: '0.0000',
      date: due.getTime(),
    });

    const released = due.getTime() + NUMBER_RULES.graceDays * DAY_MS;
    clock.ms = released + DAY_MS;
    await runDueRenewals(handle.db, clock.now());
    const gone = await handle.db
      .select()
      .from(virtualNumbers)
      .where(eq(virtualNumbers.fullNumber, bought.virtualPhone.fullNumber));
    expect(gone).toEqual([]);
    const rows = await historyOf(caller.accountId);
    expect(rows.map((row) => row.type)).toEqual([5, 6, 100]);
    expect(rows.at(-1)).toMatchObject({ date: released, planId: planIdOf('US', 'local', 1) });
    const [claim] = await handle.db
      .select()
      .from(carrierNumbers)
      .where(eq(carrierNumbers.fullNumber, bought.virtualPhone.fullNumber));
    expect(claim?.availableAt?.getTime()).toBe(released + NUMBER_RULES.quarantineDays * DAY_MS);
    const offered = async () =>
      (await offeredNumbers(ctx, { code: 'US', type: 'local', telCode: '1', areaCode: '415' })).map(
        (n) => n.fullNumber,
      );
    expect(await offered()).not.toContain(bought.virtualPhone.fullNumber);

    // The previous holder may re-subscribe during the quarantine: a new period, its rent charged.
    await handle.db.update(accounts).set({ balance: '10' }).where(eq(accounts.id, caller.accountId));
    const cancelledRow = rows.at(-1);
    const resub = await resubscribe(ctx, caller, cancelledRow?.id ?? 0, cancelledRow?.date ?? 0);
    expect(isFailure(resub) ? resub.reason : resub.virtualPhone.status).toBe('active');
    expect(await balanceOf(caller.accountId)).toBe('5.0100');
    expect((await historyOf(caller.accountId)).at(-1)).toMatchObject({ type: 3, charge: '4.9900' });
    expect((await ledgerOf(caller.accountId)).at(-1)).toMatchObject({ kind: 'numberRenewal', amount: '-4.9900' });

    // Released again (cancelled), it comes back to everyone once the quarantine is over.
    await unsubscribe(ctx, caller, bought.virtualPhone.fullNumber);
    const [row] = await handle.db
      .select()
      .from(virtualNumbers)
      .where(eq(virtualNumbers.fullNumber, bought.virtualPhone.fullNumber));
    clock.ms = (row?.nextPaymentDate.getTime() ?? 0) + DAY_MS;
    await runDueRenewals(handle.db, clock.now());
    expect(await offered()).not.toContain(bought.virtualPhone.fullNumber);
    clock.ms += NUMBER_RULES.quarantineDays * DAY_MS;
    expect(await offered()).toContain(bought.virtualPhone.fullNumber);
  });

  it('a suspended number comes back by an immediate change to any plan, its own included: a full new period', async () => {
    clock.ms = START;
    const caller = await newCaller('4.99');
    const bought = await buyMonthly(caller, '818');
    const fullNumber = bought.virtualPhone.fullNumber;
    clock.ms = addMonths(new Date(START), 1).getTime() + DAY_MS;
    await runDueRenewals(handle.db, clock.now());
    const monthly = planIdOf('US', 'local', 1);
    const later = await changePlan(ctx, caller, fullNumber, monthly, 2);
    expect(isFailure(later) && later.reason).toBe('badRequest');
    await handle.db.update(accounts).set({ balance: '5' }).where(eq(accounts.id, caller.accountId));
    const back = await changePlan(ctx, caller, fullNumber, monthly, 1);
    expect(isFailure(back) ? back.reason : back.virtualPhone).toMatchObject({ status: 'active', planId: monthly });
    expect(await balanceOf(caller.accountId)).toBe('0.0100');
    expect((await historyOf(caller.accountId)).map((row) => row.type)).toEqual([5, 6, 1]);
  });

  it('re-subscribing needs a verified profile too (100023), and checks ownership first', async () => {
    clock.ms = START;
    const caller = await newCaller('10');
    const stranger = await newCaller('10');
    const bought = await buyMonthly(caller, '916');
    await unsubscribe(ctx, caller, bought.virtualPhone.fullNumber);
    const row = (await historyOf(caller.accountId)).at(-1);
    expect(row?.type).toBe(100);
    const theirs = await resubscribe(ctx, stranger, row?.id ?? 0, row?.date ?? 0);
    expect(isFailure(theirs) && theirs.reason).toBe('notFound');
    const wrongDate = await resubscribe(ctx, caller, row?.id ?? 0, (row?.date ?? 0) + 1);
    expect(isFailure(wrongDate) && wrongDate.reason).toBe('notFound');
    await handle.db.update(profiles).set({ status: 100 }).where(eq(profiles.accountId, caller.accountId));
    const gated = await resubscribe(ctx, caller, row?.id ?? 0, row?.date ?? 0);
    expect(isFailure(gated) && [gated.reason, gated.data]).toEqual([
      'profileIncomplete',
      { profileStatus: 100, needSetPhone: false, useCaseStatus: -1 },
    ]);
  });

  it('plan changes: immediate charges the prorated difference (type 5 / history 1); next cycle renews on the new plan', async () => {
    clock.ms = START;
    const caller = await newCaller('200');
    const bought = await buyMonthly(caller, '617');
    const fullNumber = bought.virtualPhone.fullNumber;
    // Half-way through the 31-day January period (the 15th to February 15th).
    clock.ms = START + 15.5 * DAY_MS;
    const quarterly = planIdOf('US', 'local', 3);
    const now = await changePlan(ctx, caller, fullNumber, quarterly, 1);
    expect(isFailure(now)).toBe(false);
    const credit = Math.round(4.99 * 0.5 * 100) / 100;
    const pay = (13.47 - credit).toFixed(2);
    expect((await ledgerOf(caller.accountId)).at(-1)).toMatchObject({ kind: 'numberPurchase', amount: `-${pay}00` });
    expect((await historyOf(caller.accountId)).at(-1)).toMatchObject({
      type: 1,
      charge: `${pay}00`,
      planId: quarterly,
    });

    const yearly = planIdOf('US', 'local', 12);
    const later = await changePlan(ctx, caller, fullNumber, yearly, 2);
    expect(isFailure(later) ? later.reason : later.virtualPhone.pendingPlanId).toBe(yearly);
    expect((await historyOf(caller.accountId)).at(-1)).toMatchObject({ type: 2, charge: '0.0000' });
    clock.ms = START + 15.5 * DAY_MS + 100 * DAY_MS;
    await runDueRenewals(handle.db, clock.now());
    const [row] = await handle.db.select().from(virtualNumbers).where(eq(virtualNumbers.fullNumber, fullNumber));
    expect(row).toMatchObject({ planId: yearly, pendingPlanId: null, status: 'active' });
    expect((await ledgerOf(caller.accountId)).at(-1)).toMatchObject({ kind: 'numberRenewal', amount: '-44.2800' });
  });
});
