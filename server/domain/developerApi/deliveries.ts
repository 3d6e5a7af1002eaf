/**
 * Callback deliveries (issue 13 items 2, 4, 5): a verification code that arrives for an account
 * with approved API access is queued — in the transaction that stores the code, so a stored code
 * always has its delivery and a rolled-back one never has — and the dispatcher POSTs it
 * (dispatcher.ts). The console lists them, shows one, and replays one (a new delivery of the same
 * body, signed anew at its attempt). Another account's deliveries are not found.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import {
  API_STATUS,
  type CallbackBody,
  type CallbackDeliveriesAnswer,
  type CallbackDelivery,
  type CallbackDeliveryDetail,
  DEVELOPER_API_LIMITS,
} from '../../../src/services/api/contract/index.ts';
import { type CallbackDeliveryRow, callbackDeliveries, developerApis } from '../../db/schema.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import type { Caller } from '../numbers/subscriptions.ts';
import type { Transaction } from '../transaction.ts';
import { apiGate, apiRowOf, type DeveloperApiContext } from './access.ts';
import { type CallbackDeliveryEventSink, publishDelivery } from './events.ts';
import { DEVELOPER_API_TEXTS } from './texts.ts';

export const CODE_SMS_EVENT = 'codeSms';

export interface ArrivedCode {
  accountId: number;
  /** The code SMS's id: one delivery per code, however often the provider delivers it. */
  smsId: string;
  app: string;
  from: string;
  to: string;
  text: string;
  time: number;
}

/**
 * Queues the callback of a code that just arrived, inside the transaction storing it. Answers
 * whether one was queued (the caller wakes the dispatcher after the commit).
 */
export async function enqueueCodeCallback(tx: Transaction, code: ArrivedCode, now: Date): Promise<boolean> {
  const [api] = await tx
    .select({ userId: developerApis.userId, callbackUrl: developerApis.callbackUrl })
    .from(developerApis)
    .where(and(eq(developerApis.accountId, code.accountId), eq(developerApis.status, API_STATUS.verified)));
  if (!api) return false;
  const body: CallbackBody = {
    app: code.app,
    from: code.from,
    to: code.to,
    userId: api.userId,
    text: code.text,
    time: code.time,
  };
  const queued = await tx
    .insert(callbackDeliveries)
    .values({
      accountId: code.accountId,
      event: CODE_SMS_EVENT,
      sourceId: code.smsId,
      body: JSON.stringify(body),
      url: api.callbackUrl,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: callbackDeliveries.id });
  return queued.length > 0;
}

export function toDelivery(row: CallbackDeliveryRow): CallbackDelivery {
  return {
    id: String(row.id),
    event: row.event,
    state: row.state,
    createdAt: row.createdAt.getTime(),
    attempts: row.attempts,
    nextAttemptAt: row.state === 'pending' && row.nextAttemptAt ? row.nextAttemptAt.getTime() : null,
    httpStatus: row.lastStatus,
    latencyMs: row.lastLatencyMs,
    error: row.lastError,
    url: row.url,
    replayOf: row.replayOf === null ? null : String(row.replayOf),
  };
}

function toDetail(row: CallbackDeliveryRow): CallbackDeliveryDetail {
  return { ...toDelivery(row), body: row.body, responseSnippet: row.responseSnippet };
}

export async function listDeliveries(
  ctx: DeveloperApiContext,
  caller: Caller,
  input: { page: number; failedOnly: boolean },
): Promise<CallbackDeliveriesAnswer | Failure> {
  const gate = apiGate(caller);
  if (gate) return gate;
  const where = and(
    eq(callbackDeliveries.accountId, caller.accountId),
    input.failedOnly ? eq(callbackDeliveries.state, 'failed') : undefined,
  );
  const size = DEVELOPER_API_LIMITS.deliveryPageSize;
  const rows = await ctx.db
    .select()
    .from(callbackDeliveries)
    .where(where)
    .orderBy(desc(callbackDeliveries.id))
    .limit(size)
    .offset((input.page - 1) * size);
  const [total] = await ctx.db.select({ rows: count() }).from(callbackDeliveries).where(where);
  return { list: rows.map(toDelivery), totalRows: total?.rows ?? 0 };
}

async function ownDelivery(
  ctx: DeveloperApiContext,
  caller: Caller,
  id: string,
): Promise<CallbackDeliveryRow | Failure> {
  const gate = apiGate(caller);
  if (gate) return gate;
  const [row] = await ctx.db
    .select()
    .from(callbackDeliveries)
    .where(and(eq(callbackDeliveries.id, Number(id)), eq(callbackDeliveries.accountId, caller.accountId)));
  return row ?? fail('notFound', DEVELOPER_API_TEXTS.deliveryNotFound);
}

export async function deliveryDetail(
  ctx: DeveloperApiContext,
  caller: Caller,
  id: string,
): Promise<{ delivery: CallbackDeliveryDetail } | Failure> {
  const row = await ownDelivery(ctx, caller, id);
  return isFailure(row) ? row : { delivery: toDetail(row) };
}

/** A new delivery of the same body, due now; the dispatcher signs it with the key of that moment. */
export async function replayDelivery(
  ctx: DeveloperApiContext & { sockets: CallbackDeliveryEventSink },
  caller: Caller,
  id: string,
): Promise<{ delivery: CallbackDeliveryDetail } | Failure> {
  const row = await ownDelivery(ctx, caller, id);
  if (isFailure(row)) return row;
  const api = await apiRowOf(ctx.db, caller.accountId);
  if (api?.status !== API_STATUS.verified) return fail('notAuthorized', DEVELOPER_API_TEXTS.notApproved);
  const now = ctx.clock.now();
  const [replay] = await ctx.db
    .insert(callbackDeliveries)
    .values({
      accountId: row.accountId,
      event: row.event,
      sourceId: row.sourceId,
      replayOf: row.id,
      body: row.body,
      url: api.callbackUrl,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!replay) throw new Error('a replay was not stored');
  publishDelivery(ctx.sockets, replay.accountId, toDelivery(replay));
  ctx.developerApi.wake();
  return { delivery: toDetail(replay) };
}
