/**
 * Subscribing verification numbers (spec 3 §4 subStatus 0 → 1; §7 subVerificationCodePhone,
 * unSubVerificationCodePhone, reSubVerificationCodePhone, updateCodeNumberInfo, the lists).
 * A subscription holds the number's claim while it runs and is billed by the numbers' shared
 * code (numbers/billing.ts: the ledger and the subscription history; numbers/renewals.ts: the
 * monthly renewal, suspension and release — this kind is in ./renewals.ts). Decisions:
 * docs/verification-codes.md.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  type CodeApp,
  type CodeNumber,
  HISTORY_TYPES,
  type ReSubCodeNumberAnswer,
  type SubCodeNumberAnswer,
} from '../../../src/services/api/contract/index.ts';
import type { ProviderApp } from '../../adapters/codeProvider.ts';
import type { ServerContext } from '../../context.ts';
import { type CodeNumberRow, codeNumbers, subscriptionHistory } from '../../db/schema.ts';
import { getAccount } from '../accounts.ts';
import { publishBalance } from '../balanceEvents.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import { centsText } from '../money.ts';
import { chargeAccount, writeHistory } from '../numbers/billing.ts';
import { addMonths, dateText } from '../numbers/dates.ts';
import type { Caller } from '../numbers/subscriptions.ts';
import { profileGate } from '../profiles.ts';
import { inTransaction, type Transaction } from '../transaction.ts';
import { appView, brandGate, canSubscribeType, knownApp } from './catalogue.ts';
import {
  claimLease,
  HELD_WHILE_SUBSCRIBED,
  historySubject,
  listedCondition,
  numberTypeOf,
  ownCodeNumber,
  setClaimEnd,
  subStatusOf,
  toCodeNumber,
} from './leases.ts';
import { CODE_TEXTS } from './texts.ts';

/** What the bill list shows of a verification subscription's charge (spec 2 §3 types 5 and 7). */
export function codeLedgerDetails(row: CodeNumberRow): Record<string, string> {
  return { countryCode: row.code, number: row.fullNumber, type: 'verification', app: row.app };
}

function view(ctx: ServerContext, caller: Caller, row: CodeNumberRow): CodeNumber {
  return toCodeNumber(row, ctx.codeProvider, caller.lang, ctx.clock.now());
}

async function lockedRow(tx: Transaction, id: number): Promise<CodeNumberRow> {
  const [row] = await tx.select().from(codeNumbers).where(eq(codeNumbers.id, id)).for('update');
  if (!row) throw new Error(`verification number ${id} vanished`);
  return row;
}

type Started = { row: CodeNumberRow; hint: typeof CODE_TEXTS.subscribed };

/**
 * Starts (or resumes) the subscription of the caller's row, by its state:
 * - cancelled (its period is paid): running again, no charge;
 * - suspended (unpaid): a month's rent is charged and a new period starts now;
 * - none: the number is claimed for as long as the subscription runs (500000 when someone else
 *   holds it now) and the first month's `subRent` is charged (ledger type 5).
 * History: `firstType` (5 subscribe, 3 re-subscribe) with what it cost.
 */
async function startSubscription(
  tx: Transaction,
  // The clock only: inside the transaction every query goes through `tx`.
  ctx: Pick<ServerContext, 'clock'>,
  row: CodeNumberRow,
  app: ProviderApp,
  firstType: typeof HISTORY_TYPES.purchased | typeof HISTORY_TYPES.resubscribed,
): Promise<Started | Failure> {
  const now = ctx.clock.now();
  const lease = { app: row.app, fullNumber: row.fullNumber, accountId: row.accountId };
  if (row.status === 'active') return { row, hint: CODE_TEXTS.alreadySubscribed };
  if (row.status === 'cancelled') {
    await setClaimEnd(tx, lease, HELD_WHILE_SUBSCRIBED);
    const [active] = await tx
      .update(codeNumbers)
      .set({ status: 'active' })
      .where(eq(codeNumbers.id, row.id))
      .returning();
    if (!active) throw new Error('resuming a locked verification number returned no row');
    await writeHistory(tx, historySubject(active), {
      type: HISTORY_TYPES.resubscribed,
      at: now,
      charge: '0',
      planId: null,
      nextPaymentDate: active.nextPaymentDate,
      resDate: null,
    });
    return { row: active, hint: CODE_TEXTS.resubscribed };
  }
  const rent = row.status === 'suspended' ? centsText(row.monthRent) : app.subRent;
  if (row.status === 'none' && !(await claimLease(tx, lease, HELD_WHILE_SUBSCRIBED, now))) {
    return fail('numberUnavailable', CODE_TEXTS.noNumber);
  }
  const balance = await chargeAccount(
    tx,
    now,
    row.accountId,
    rent,
    firstType === HISTORY_TYPES.purchased && row.status === 'none' ? 'numberPurchase' : 'numberRenewal',
    codeLedgerDetails(row),
  );
  if (isFailure(balance)) return balance;
  const [active] = await tx
    .update(codeNumbers)
    .set({ status: 'active', monthRent: rent, paymentDate: now, nextPaymentDate: addMonths(now, 1) })
    .where(eq(codeNumbers.id, row.id))
    .returning();
  if (!active) throw new Error('subscribing a locked verification number returned no row');
  await writeHistory(tx, historySubject(active), {
    type: firstType,
    at: now,
    charge: rent,
    planId: null,
    nextPaymentDate: active.nextPaymentDate,
    resDate: null,
  });
  return { row: active, hint: firstType === HISTORY_TYPES.purchased ? CODE_TEXTS.subscribed : CODE_TEXTS.resubscribed };
}

async function subscribable(ctx: ServerContext, caller: Caller, row: CodeNumberRow): Promise<ProviderApp | Failure> {
  const app = knownApp(ctx.codeProvider, row.app);
  if (isFailure(app)) return app;
  if (!canSubscribeType(numberTypeOf(row))) return fail('notAuthorized', CODE_TEXTS.notSubscribable);
  if (row.status === 'active') return app;
  return (await profileGate(ctx.db, await getAccount(ctx.db, caller.accountId))) ?? app;
}

function hintOf(started: Started, caller: Caller): string {
  const { row, hint } = started;
  return hint(`+${row.telCode} ${row.phone}`, dateText(row.nextPaymentDate).slice(0, 10))[caller.lang];
}

/** spec 3 §7 subVerificationCodePhone (contract `SubCodeNumberAnswer`). */
export async function subscribe(
  ctx: ServerContext,
  caller: Caller,
  request: { app: string; number: string },
): Promise<SubCodeNumberAnswer | Failure> {
  const gate = brandGate(caller.platform);
  if (gate) return gate;
  const own = await ownCodeNumber(ctx.db, caller.accountId, request.app, request.number);
  if (!own) return fail('notFound');
  const app = await subscribable(ctx, caller, own);
  if (isFailure(app)) return app;
  const started = await inTransaction(ctx.db, async (tx) =>
    startSubscription(tx, ctx, await lockedRow(tx, own.id), app, HISTORY_TYPES.purchased),
  );
  if (isFailure(started)) return started;
  publishBalance(ctx, caller.accountId);
  const account = await getAccount(ctx.db, caller.accountId);
  return { subHint: hintOf(started, caller), codeNumber: view(ctx, caller, started.row), balance: account.balance };
}

/** spec 3 §7 reSubVerificationCodePhone: a type-100 verification row of the caller's history. */
export async function resubscribe(
  ctx: ServerContext,
  caller: Caller,
  historyId: number,
  date: number,
): Promise<ReSubCodeNumberAnswer | Failure> {
  const gate = brandGate(caller.platform);
  if (gate) return gate;
  const [history] = await ctx.db
    .select()
    .from(subscriptionHistory)
    .where(
      and(
        eq(subscriptionHistory.id, historyId),
        eq(subscriptionHistory.accountId, caller.accountId),
        eq(subscriptionHistory.date, date),
      ),
    );
  if (!history) return fail('notFound');
  if (history.kind !== 'verification' || history.type !== HISTORY_TYPES.cancelled || history.app === null) {
    return fail('notFound', CODE_TEXTS.notResubscribable);
  }
  const own = await ownCodeNumber(ctx.db, caller.accountId, history.app, history.fullNumber);
  if (!own) return fail('notFound');
  const app = await subscribable(ctx, caller, own);
  if (isFailure(app)) return app;
  const started = await inTransaction(ctx.db, async (tx) => {
    const row = await lockedRow(tx, own.id);
    // Listed again: the person asked for it back.
    if (!row.listed) await tx.update(codeNumbers).set({ listed: true }).where(eq(codeNumbers.id, row.id));
    return startSubscription(tx, ctx, { ...row, listed: true }, app, HISTORY_TYPES.resubscribed);
  });
  if (isFailure(started)) return started;
  publishBalance(ctx, caller.accountId);
  return { subHint: hintOf(started, caller), codeNumber: view(ctx, caller, started.row) };
}

/**
 * spec 3 §7 unSubVerificationCodePhone (contract `UnSubCodeNumberAnswer`): a running subscription
 * is cancelled — kept until its paid period ends (an unpaid one ends now), a type-100 row records
 * it; an unsubscribed number ("Cancel", spec 3 §4) leaves the list and its lock ends now.
 */
export async function unsubscribe(
  ctx: ServerContext,
  caller: Caller,
  request: { app: string; number: string },
): Promise<{ codeNumber: CodeNumber | null } | Failure> {
  const own = await ownCodeNumber(ctx.db, caller.accountId, request.app, request.number);
  if (!own) return fail('notFound');
  const now = ctx.clock.now();
  const result = await inTransaction(ctx.db, async (tx) => {
    const row = await lockedRow(tx, own.id);
    const lease = { app: row.app, fullNumber: row.fullNumber, accountId: row.accountId };
    if (row.status === 'cancelled') return row;
    if (row.status === 'none') {
      const lockEnd = row.lockExpiresAt < now ? row.lockExpiresAt : now;
      await tx.update(codeNumbers).set({ listed: false, lockExpiresAt: lockEnd }).where(eq(codeNumbers.id, row.id));
      await setClaimEnd(tx, lease, lockEnd);
      return null;
    }
    const end = row.status === 'suspended' || !row.nextPaymentDate ? now : row.nextPaymentDate;
    const [cancelled] = await tx
      .update(codeNumbers)
      .set({ status: 'cancelled', nextPaymentDate: end })
      .where(eq(codeNumbers.id, row.id))
      .returning();
    if (!cancelled) throw new Error('cancelling a locked verification number returned no row');
    // Still the caller's until the end of the paid period (its lock, if one runs, keeps it no longer than that).
    await setClaimEnd(tx, lease, end > row.lockExpiresAt ? end : row.lockExpiresAt);
    await writeHistory(tx, historySubject(cancelled), {
      type: HISTORY_TYPES.cancelled,
      at: now,
      charge: '0',
      planId: null,
      nextPaymentDate: end,
      resDate: end,
    });
    return cancelled;
  });
  if (isFailure(result)) return result;
  return { codeNumber: result ? view(ctx, caller, result) : null };
}

/** spec 3 §7 updateCodeNumberInfo: subscribed numbers only (spec 3 §6), 100017 otherwise. */
export async function updateInfo(
  ctx: ServerContext,
  caller: Caller,
  request: { app: string; number: string; name: string; notes: string },
): Promise<{ codeNumber: CodeNumber } | Failure> {
  const own = await ownCodeNumber(ctx.db, caller.accountId, request.app, request.number);
  if (!own) return fail('notFound');
  if (subStatusOf(own) !== 1) return fail('notAuthorized', CODE_TEXTS.onlySubscribedEditable);
  const [row] = await ctx.db
    .update(codeNumbers)
    .set({ numberName: request.name, notes: request.notes })
    .where(eq(codeNumbers.id, own.id))
    .returning();
  if (!row) return fail('notFound');
  return { codeNumber: view(ctx, caller, row) };
}

/** spec 3 §7 getCodeNumberListByAccount: the caller's listed numbers (of one app, or all), newest lock first. */
export async function numberList(
  ctx: ServerContext,
  caller: Caller,
  app: string | undefined,
): Promise<{ list: CodeNumber[] }> {
  const rows = await ctx.db
    .select()
    .from(codeNumbers)
    .where(and(listedCondition(caller.accountId, ctx.clock.now()), app ? eq(codeNumbers.app, app) : undefined))
    .orderBy(desc(codeNumbers.lockedAt), desc(codeNumbers.id));
  return { list: rows.map((row) => view(ctx, caller, row)) };
}

/** spec 3 §7 getSubCodeNumberList: the caller's running subscriptions. */
export async function subscribedList(
  ctx: ServerContext,
  caller: Caller,
  pageSize: number,
): Promise<{ list: CodeNumber[] }> {
  const rows = await ctx.db
    .select()
    .from(codeNumbers)
    .where(and(eq(codeNumbers.accountId, caller.accountId), inArray(codeNumbers.status, ['active', 'suspended'])))
    .orderBy(codeNumbers.nextPaymentDate, codeNumbers.id)
    .limit(pageSize);
  return { list: rows.map((row) => view(ctx, caller, row)) };
}

/** spec 3 §7 getAppListByAccount: the apps of the caller's listed numbers, in the catalogue's order. */
export async function appsOfAccount(ctx: ServerContext, caller: Caller): Promise<{ appList: CodeApp[] }> {
  const rows = await ctx.db
    .selectDistinct({ app: codeNumbers.app })
    .from(codeNumbers)
    .where(listedCondition(caller.accountId, ctx.clock.now()));
  const used = new Set(rows.map((row) => row.app));
  return {
    appList: ctx.codeProvider
      .apps()
      .filter((app) => used.has(app.app))
      .map((app) => appView(app, caller.lang)),
  };
}
