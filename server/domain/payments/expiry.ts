/**
 * Orders whose time ran out become `expired` (settle.ts) — lazily whenever one is read, captured
 * or confirmed, and here for the rest: every minute, and at once when the sandbox moves the clock
 * (`POST /sandbox/advanceClock`), so a waiting dialog hears `expired` on the socket without asking.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { ServerContext } from '../../context.ts';
import { paymentOrders } from '../../db/schema.ts';
import { MINUTE_MS } from '../clock.ts';
import { settleOrder } from './settle.ts';

/** At most this many per pass; the next pass takes the rest. */
const BATCH = 200;

type ExpiryContext = Pick<ServerContext, 'db' | 'clock' | 'sockets' | 'log'>;

/** Expires the orders due by the server's clock; answers how many. */
export async function expireDueOrders(context: ExpiryContext): Promise<number> {
  const due = await context.db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, 'created'), lte(paymentOrders.expiresAt, context.clock.now())))
    .orderBy(asc(paymentOrders.expiresAt))
    .limit(BATCH);
  for (const { id } of due) await settleOrder(context, id, { type: 'expired' });
  return due.length;
}

/** Every minute (and once at start); answers the stop that waits for a pass under way. */
export function startPaymentExpiry(context: ExpiryContext, onError: (error: unknown) => void): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(() => expireDueOrders(context)).catch(onError);
  };
  tick();
  const timer = setInterval(tick, MINUTE_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
