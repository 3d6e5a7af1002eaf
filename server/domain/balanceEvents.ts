/**
 * The socket `balance` event (contract socket.ts `BalanceEvent`): after every committed charge or
 * credit — a send, a refund, a verification code, a code SMS sent, a number bought, renewed or
 * changed, a top-up, a referral reward — every open tab of the account hears its balance, through
 * the account's room (in every process when the server runs several: the socket hub's Redis
 * adapter). docs/payments.md, "The balance event".
 *
 * Why after the commit and read then, not the value the transaction computed: an event sent from
 * inside a transaction could announce a balance that is then rolled back, and two commits racing
 * (one process or several) could publish their own figures in the wrong order. Reading the
 * committed balance once the change is visible means the last event an account hears is never
 * older than its last change. Reads of one account are coalesced: commits that land before the
 * read has started (a burst of sends written by one group commit) share one read and one event.
 */
import { eq } from 'drizzle-orm';
import type { BalanceEvent } from '../../src/services/api/contract/index.ts';
import type { Database } from '../db/client.ts';
import { accounts } from '../db/schema.ts';
import { accountRoom } from './messaging/events.ts';
import { insideOpenTransaction } from './transaction.ts';

/** What publishing needs of the socket layer (a port: the domain never imports the socket layer). */
export interface BalanceEventSink {
  readonly io: { to(room: string): { emit(event: 'balance', payload: BalanceEvent): unknown } };
}

/** What publishing needs: the database to read the committed balance, the sink, a log for a read that failed. */
export interface BalancePublisher {
  db: Database;
  sockets: BalanceEventSink;
  log: { warn(details: object, message: string): void };
}

/** Per server (its socket port): the accounts whose read is scheduled and has not started yet. */
const waitingByServer = new WeakMap<object, Set<number>>();

/**
 * Announces the account's balance to all its tabs once the current turn of work is over. Call it
 * after the transaction that changed the balance committed — never inside one (it throws there:
 * the read would not see the change, and a rollback would make the event a lie).
 */
export function publishBalance(context: BalancePublisher, accountId: number): void {
  if (insideOpenTransaction()) {
    throw new Error('publishBalance inside an open transaction: publish after it commits');
  }
  let waiting = waitingByServer.get(context.sockets);
  if (!waiting) {
    waiting = new Set();
    waitingByServer.set(context.sockets, waiting);
  }
  if (waiting.has(accountId)) return;
  waiting.add(accountId);
  const scheduled = waiting;
  setImmediate(() => {
    // A commit after this point schedules a read of its own.
    scheduled.delete(accountId);
    readAndEmit(context, accountId).catch((error: unknown) => {
      // The balance stays as the tabs last read it until the next change or their next queryBalance.
      context.log.warn({ err: error, accountId }, 'the balance event could not be published');
    });
  });
}

/** `publishBalance` for every account in `accountIds` (each once). */
export function publishBalances(context: BalancePublisher, accountIds: Iterable<number>): void {
  for (const accountId of new Set(accountIds)) publishBalance(context, accountId);
}

async function readAndEmit(context: BalancePublisher, accountId: number): Promise<void> {
  const [row] = await context.db.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.id, accountId));
  // An account deleted meanwhile has nobody left to tell.
  if (!row) return;
  context.sockets.io.to(accountRoom(accountId)).emit('balance', { balance: row.balance });
}
