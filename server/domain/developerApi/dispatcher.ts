/**
 * The callback dispatcher (issue 13 item 5; docs/developer-api.md): POSTs the due rows of the
 * durable queue `callback_deliveries` through the SSRF-safe client (adapters/safeHttp.ts).
 *
 * - Claiming: a transaction takes due rows `FOR UPDATE SKIP LOCKED` and moves their next attempt
 *   a lease ahead before sending, so several processes never send one row at once, and a process
 *   that dies mid-send leaves the row due again after the lease (at least once; the receiver
 *   de-duplicates by body + timestamp if it must).
 * - Telling: each recorded attempt goes to the owner's open tabs as the socket `callbackDelivery`
 *   event, so the console follows without asking.
 * - Signing: at each attempt, with the account's key of that moment (a reset key stops at once).
 * - Retries: network errors, timeouts and 5xx are tried again with exponential backoff and jitter
 *   (`CALLBACK_RETRY`); a 4xx, a 3xx (redirects are not followed) or a URL refused by the SSRF
 *   rules fails at once, as does an account whose access is no longer approved.
 * - Timing: a pass at start, when a delivery is queued (`wake`), and every `POLL_MS` of real time
 *   for what fell due by the server's clock (the injectable clock: tests and sandbox time travel
 *   move it).
 */
import { performance } from 'node:perf_hooks';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { API_STATUS, CALLBACK_HEADERS } from '../../../src/services/api/contract/index.ts';
import type { SafeHttpResult } from '../../adapters/safeHttp.ts';
import type { ServerContext } from '../../context.ts';
import { type CallbackDeliveryRow, callbackDeliveries } from '../../db/schema.ts';
import { MINUTE_MS } from '../clock.ts';
import { apiRowOf } from './access.ts';
import { toDelivery } from './deliveries.ts';
import { publishDelivery } from './events.ts';
import { signCallback } from './keys.ts';

type DispatchContext = Pick<ServerContext, 'db' | 'clock' | 'developerApi' | 'log' | 'sockets'>;

export const CALLBACK_RETRY = {
  /** Attempts in all, the first included: the last retry is ~2 h after the first try. */
  maxAttempts: 8,
  /** The wait after the first failed attempt; it doubles after each (30 s, 1 min, 2 min, … 32 min). */
  baseMs: 30_000,
  capMs: 60 * MINUTE_MS,
  /** ± this share of each wait, so a receiver back up is not hit by every retry at once. */
  jitter: 0.2,
} as const;

/** The SSRF-safe client's limits for callbacks and tests. */
export const CALLBACK_HTTP = { timeoutMs: 5_000, maxResponseBytes: 2_048 } as const;

/** A claimed row is not due again before this (longer than an attempt can take). */
const LEASE_MS = 2 * MINUTE_MS;
/** Rows one claim takes (and one pass sends at once). */
export const CLAIM_BATCH = 20;
/** Real time between passes that look for retries fallen due. */
const POLL_MS = 5_000;
const SNIPPET_CHARS = 500;

/** The wait before attempt `attempts + 1`, jittered. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const plain = Math.min(CALLBACK_RETRY.capMs, CALLBACK_RETRY.baseMs * 2 ** (attempts - 1));
  return Math.round(plain * (1 - CALLBACK_RETRY.jitter + 2 * CALLBACK_RETRY.jitter * random()));
}

type Outcome = { state: 'delivered' | 'retry' | 'failed'; status: number | null; error: string; snippet: string };

export function outcomeOf(result: SafeHttpResult): Outcome {
  if (result.kind === 'refused')
    return { state: 'failed', status: null, error: `refused: ${result.reason}`, snippet: '' };
  if (result.kind === 'unreachable') return { state: 'retry', status: null, error: result.reason, snippet: '' };
  const snippet = result.body.slice(0, SNIPPET_CHARS);
  if (result.status >= 200 && result.status < 300)
    return { state: 'delivered', status: result.status, error: '', snippet };
  const error = `HTTP ${result.status}`;
  return { state: result.status >= 500 ? 'retry' : 'failed', status: result.status, error, snippet };
}

/** Signed POST of a callback body with the given key (deliveries and the callback test). */
export function signedPost(ctx: Pick<ServerContext, 'clock' | 'developerApi'>, url: string, body: string, key: string) {
  const timestamp = String(Math.floor(ctx.clock.now().getTime() / 1000));
  return ctx.developerApi.http.post({
    url,
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'pingme-callbacks/1',
      [CALLBACK_HEADERS.timestamp]: timestamp,
      [CALLBACK_HEADERS.signature]: signCallback(key, timestamp, body),
    },
  });
}

async function claimDue(ctx: DispatchContext): Promise<CallbackDeliveryRow[]> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(callbackDeliveries)
      .where(and(eq(callbackDeliveries.state, 'pending'), lte(callbackDeliveries.nextAttemptAt, now)))
      .orderBy(asc(callbackDeliveries.nextAttemptAt))
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(callbackDeliveries)
        .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(
          inArray(
            callbackDeliveries.id,
            due.map((row) => row.id),
          ),
        );
    }
    return due;
  });
}

async function attempt(ctx: DispatchContext, row: CallbackDeliveryRow): Promise<void> {
  const attempts = row.attempts + 1;
  const api = await apiRowOf(ctx.db, row.accountId);
  const keys = ctx.developerApi.keys;
  let outcome: Outcome;
  let latencyMs: number | null = null;
  let url = row.url;
  const key = api && keys ? keys.open(api.keyCipher) : null;
  if (!api || api.status !== API_STATUS.verified) {
    outcome = { state: 'failed', status: null, error: 'API access is not approved', snippet: '' };
  } else if (key === null) {
    outcome = { state: 'failed', status: null, error: 'the signing key cannot be read', snippet: '' };
  } else {
    url = api.callbackUrl;
    const started = performance.now();
    outcome = outcomeOf(await signedPost(ctx, url, row.body, key));
    latencyMs = Math.round(performance.now() - started);
  }
  if (outcome.state === 'retry' && attempts >= CALLBACK_RETRY.maxAttempts) outcome = { ...outcome, state: 'failed' };
  const now = ctx.clock.now();
  const [recorded] = await ctx.db
    .update(callbackDeliveries)
    .set({
      state: outcome.state === 'retry' ? 'pending' : outcome.state,
      attempts,
      nextAttemptAt: outcome.state === 'retry' ? new Date(now.getTime() + retryDelayMs(attempts)) : null,
      lastStatus: outcome.status,
      lastLatencyMs: latencyMs,
      lastError: outcome.error,
      responseSnippet: outcome.snippet,
      url,
      updatedAt: now,
    })
    // Fenced: a sender whose lease ran out (and whose row another process took meanwhile) does not
    // write over the newer attempt's record.
    .where(
      and(
        eq(callbackDeliveries.id, row.id),
        eq(callbackDeliveries.attempts, row.attempts),
        eq(callbackDeliveries.state, 'pending'),
      ),
    )
    .returning();
  // The owner's open consoles show the attempt at once (docs/developer-api.md).
  if (recorded) publishDelivery(ctx.sockets, recorded.accountId, toDelivery(recorded));
  // The callback URL is the owner's, but their payloads are not for the log.
  ctx.log.info({ deliveryId: row.id, attempts, state: outcome.state, status: outcome.status }, 'callback attempt');
}

/** Sends everything due by the server's clock; answers how many attempts it made. */
export async function dispatchDue(ctx: DispatchContext): Promise<number> {
  let made = 0;
  // Bounded: a pass ends even if rows keep falling due while it runs.
  for (let round = 0; round < 10; round += 1) {
    const due = await claimDue(ctx);
    await Promise.all(due.map((row) => attempt(ctx, row)));
    made += due.length;
    if (due.length < CLAIM_BATCH) break;
  }
  return made;
}

export interface CallbackDispatcher {
  /** A pass soon (a delivery was queued). */
  wake(): void;
  /** A pass after any under way; resolves with its attempts (sandbox control, tests). */
  runNow(): Promise<number>;
  stop(): Promise<void>;
}

/** Passes never overlap in one process (one chain); across processes the row locks keep them apart. */
export function startCallbackDispatcher(ctx: DispatchContext): CallbackDispatcher {
  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;
  const pass = (): Promise<number> => {
    running = running
      .then(() => (stopped ? 0 : dispatchDue(ctx)))
      .catch((error: unknown) => {
        ctx.log.error({ err: error }, 'the callback dispatcher pass failed');
        return 0;
      });
    return running;
  };
  void pass();
  const timer = setInterval(pass, POLL_MS);
  timer.unref();
  return {
    wake: () => void pass(),
    runNow: pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
