/**
 * Off-net sends after their commit (docs/messaging.md): the stored copy is the outbox row
 * (`carrier_pending`, migrations/0004). It is handed to the carrier and the flag cleared; if the
 * carrier refuses it, the send is marked failed and refunded and the sender's tabs are told. A
 * crash before the flag is cleared leaves the row pending: the sender's retry with the same smsId
 * or the dispatcher (`redeliverStalled`) hands it over again — at least once, and the carrier
 * de-duplicates by smsId.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import { FAIL_NEXT_CARRIER_PATH, type LanguageCode } from '../../../src/services/api/contract/index.ts';
import type { ServerContext } from '../../context.ts';
import { type MessageRow, messages } from '../../db/schema.ts';
import { failureBody } from '../../http/answers.ts';
import { publishBalance } from '../balanceEvents.ts';
import { MINUTE_MS } from '../clock.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import { publishToAccount, toMessageEvent } from './events.ts';
import { refundMessage } from './ledger.ts';
import { inMessagingTransaction } from './messagingClock.ts';
import { markFailed } from './store.ts';
import { MESSAGING_TEXTS } from './texts.ts';

export async function deliverToCarrier(
  context: ServerContext,
  message: MessageRow,
  lang: LanguageCode,
): Promise<undefined | Failure> {
  try {
    // Sandbox only: a refusal armed for this account's next off-net message (sandbox/faults.ts)
    // takes the real refusal path below.
    if (context.faults?.take(message.accountId, FAIL_NEXT_CARRIER_PATH, lang)) {
      throw new Error('sandbox: the carrier refusal armed by failNext');
    }
    await context.carrier.send({
      kind: message.type === 'mms' ? 'mms' : 'sms',
      from: message.ownFullNumber,
      to: message.otherFullNumber,
      text: message.text,
      mediaUrls: message.media === '' ? [] : message.media.split(','),
      smsId: message.smsId,
    });
  } catch (error) {
    context.log.warn({ err: error, smsId: message.smsId }, 'the carrier refused a message; refunded');
    return refuse(context, message, lang);
  }
  await context.db
    .update(messages)
    .set({ carrierPending: false })
    .where(and(eq(messages.id, message.id), eq(messages.carrierPending, true)));
  return undefined;
}

async function refuse(context: ServerContext, message: MessageRow, lang: LanguageCode): Promise<Failure> {
  const failure = fail('serviceUnavailable', MESSAGING_TEXTS.unsendable);
  const failed = await inMessagingTransaction(context.db, context.clock, message.accountId, async (tx, tick) => {
    const changed = await markFailed(tx, message, tick);
    if (changed) await refundMessage(tx, context.clock, message);
    return changed;
  });
  if (failed && !isFailure(failed)) {
    const { retcode, retmsg } = failureBody(failure, lang);
    publishToAccount(context.sockets, message.accountId, toMessageEvent(failed, { status: retcode, retmsg }));
    // The refund committed with the failure.
    publishBalance(context, message.accountId);
  }
  return failure;
}

/** A pending send older than this was left by a process that stopped; younger ones may still be in hand. */
export const STALLED_AFTER_MS = MINUTE_MS;
const SWEEP_LIMIT = 100;

/**
 * The dispatcher's sweep: hands every stalled pending send to the carrier again. Runs at start and
 * then every `STALLED_AFTER_MS` (see `startCarrierDispatcher`). Answers how many it handed over.
 */
export async function redeliverStalled(context: ServerContext): Promise<number> {
  const stalled = await context.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.carrierPending, true),
        lt(messages.createdAt, new Date(context.clock.now().getTime() - STALLED_AFTER_MS)),
      ),
    )
    .orderBy(asc(messages.createdAt))
    .limit(SWEEP_LIMIT);
  for (const message of stalled) await deliverToCarrier(context, message, 'en');
  return stalled.length;
}

/** Sweeps now and every `STALLED_AFTER_MS`; the answer stops it (resolving once a running sweep ended). */
export function startCarrierDispatcher(context: ServerContext): () => Promise<void> {
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = sweeping
      .then(() => redeliverStalled(context))
      .catch((error: unknown) => context.log.error({ err: error }, 'the carrier dispatcher sweep failed'));
  };
  sweep();
  const timer = setInterval(sweep, STALLED_AFTER_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await sweeping;
  };
}
