/**
 * Sending an SMS or MMS (spec 1 §5 Sending, §7 sendMessage; spec 3 §7 sendCodeSms):
 * 1. the recipient must be valid (spec 1 §5) and not toll-free (100021 —
 *    not 300030, which asks to register the sender's own toll-free number) — read before anything
 *    is queued;
 * 2. the send joins the next group commit (`groupCommit.ts`), whose batch is written in one
 *    transaction: SMS by one statement that re-checks the sessions, the smsIds and the numbers and
 *    stores the sender's copy, the charge and — on-net — the recipient's copy
 *    (`sendStatement.ts`); what it did not write, and MMS, go the checked path (`sendBatch.ts`),
 *    which re-checks the session, answers a send already stored under this smsId as it did then
 *    (completing its carrier delivery if that was left undone), checks that the sender owns
 *    `fromNumber`, the price (spec 2 §9) and the attachment, and stores what passes;
 * 3. after the commit: the recipient's tabs get the message, the sender's tabs the balance after
 *    the charge (`balanceEvents.ts`), an off-net send goes to the carrier
 *    (`carrierDelivery.ts`; a refusal marks it failed and refunds it), and every tab of the sender
 *    gets the `message` echo; the caller gets `{ smsId, date }` or the failure.
 * The guarantee and the order are written down in docs/messaging.md.
 */
import type { SentMessage } from '../../../src/services/api/contract/index.ts';
import type { ServerContext } from '../../context.ts';
import { publishBalance } from '../balanceEvents.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import { deliverToCarrier } from './carrierDelivery.ts';
import { publishToAccount, toMessageEvent } from './events.ts';
import { createGroupCommit, type GroupCommit } from './groupCommit.ts';
import { readRecipient } from './phoneNumbers.ts';
import {
  type OutboundRequest,
  retryingConflicts,
  type Sender,
  type SendJob,
  type SendOutcome,
  writeSendBatch,
} from './sendBatch.ts';
import { writeSmsBatch } from './sendStatement.ts';
import { MESSAGING_TEXTS } from './texts.ts';

export type { OutboundRequest, Sender } from './sendBatch.ts';

/**
 * The most sends in one transaction: large enough that a burst shares few commits, small enough
 * that one batch stays a few milliseconds (latency) and a few hundred statement parameters.
 */
const MAX_SENDS_PER_BATCH = 128;

interface Messaging {
  commits: GroupCommit<SendJob, SendOutcome>;
  /** Sends of one smsId running in this process share one outcome (a shortcut: the unique key decides). */
  inFlight: Map<string, Promise<SentMessage | Failure>>;
}

const messagingByServer = new WeakMap<ServerContext, Messaging>();

function messagingOf(context: ServerContext): Messaging {
  let messaging = messagingByServer.get(context);
  if (!messaging) {
    messaging = {
      // One stage: a batch's reads are part of its write statement (one round trip per batch).
      commits: createGroupCommit({
        write: (jobs) => writeJobs(context, jobs),
        maxBatch: MAX_SENDS_PER_BATCH,
      }),
      inFlight: new Map(),
    };
    messagingByServer.set(context, messaging);
  }
  return messaging;
}

export function sendMessage(
  context: ServerContext,
  sender: Sender,
  request: OutboundRequest,
): Promise<SentMessage | Failure> {
  const recipient = readRecipient(request.toNumber);
  if (!recipient) return Promise.resolve(fail('phoneNotSupported', MESSAGING_TEXTS.cannotSendTo));
  if (recipient.tollFree) return Promise.resolve(fail('tollFreeDestination'));

  const { commits, inFlight } = messagingOf(context);
  const key = `${sender.accountId}:${request.smsId}`;
  const running = inFlight.get(key);
  if (running) return running;
  const outcome = commits
    .submit({ sender, request, recipient })
    .then((written) => afterCommit(context, sender, written))
    .finally(() => inFlight.delete(key));
  inFlight.set(key, outcome);
  return outcome;
}

/** Resolves once every send submitted so far has been answered (a server closing). */
export async function drainSends(context: ServerContext): Promise<void> {
  const messaging = messagingByServer.get(context);
  if (!messaging) return;
  await messaging.commits.drain();
  await Promise.allSettled([...messaging.inFlight.values()]);
}

/**
 * One batch; when it fails as a whole (not a retryable conflict: something unexpected), each send
 * is tried alone, so one bad send cannot fail the others and the others still get their answer.
 */
async function writeJobs(context: ServerContext, jobs: readonly SendJob[]): Promise<SendOutcome[]> {
  try {
    return await writeBatch(context, jobs);
  } catch (error) {
    if (jobs.length === 1) throw error;
    context.log.warn({ err: error, sends: jobs.length }, 'a send batch failed; writing its sends one by one');
    return Promise.all(
      jobs.map(async (job): Promise<SendOutcome> => {
        try {
          const [outcome] = await writeSendBatch(context.db, context.clock, [job]);
          if (!outcome) throw new Error('a batch of one answered nothing');
          return outcome;
        } catch (single) {
          context.log.error({ err: single, smsId: job.request.smsId }, 'storing a send failed');
          return { kind: 'refused', failure: fail('serverError') };
        }
      }),
    );
  }
}

/**
 * An SMS batch goes through the one-statement write first; the sends it did not write (refused,
 * retried, not covered) and a batch holding an MMS take the checked path, in their order.
 */
async function writeBatch({ db, clock }: ServerContext, jobs: readonly SendJob[]): Promise<SendOutcome[]> {
  if (jobs.some((job) => job.request.kind === 'mms')) return writeSendBatch(db, clock, jobs);
  const written = await retryingConflicts(() => writeSmsBatch(db, clock.now(), jobs));
  const left = jobs.filter((_, index) => written[index] === undefined);
  const checked = left.length > 0 ? await writeSendBatch(db, clock, left) : [];
  let next = 0;
  return written.map((outcome) => outcome ?? (checked[next++] as SendOutcome));
}

async function afterCommit(
  context: ServerContext,
  sender: Sender,
  written: SendOutcome,
): Promise<SentMessage | Failure> {
  switch (written.kind) {
    case 'refused':
      return written.failure;
    case 'replayed': {
      // What a crash left undone is completed before the retry is answered.
      if (isFailure(written.answer) || !written.message.carrierPending) return written.answer;
      const delivered = await deliverToCarrier(context, written.message, sender.lang);
      return isFailure(delivered) ? delivered : written.answer;
    }
    case 'stored': {
      const { message, received } = written;
      if (received) publishToAccount(context.sockets, received.accountId, toMessageEvent(received));
      // The charge committed with the message: every tab of the sender hears the balance after it.
      publishBalance(context, sender.accountId);
      if (message.carrierPending) {
        const delivered = await deliverToCarrier(context, message, sender.lang);
        if (isFailure(delivered)) return delivered;
      }
      publishToAccount(context.sockets, sender.accountId, toMessageEvent(message, { status: 0 }));
      return { smsId: message.smsId, date: message.date, ...(message.media ? { media: message.media } : {}) };
    }
  }
}
