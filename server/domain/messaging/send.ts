/**
 * Sending an SMS or MMS (spec 1 §5 Sending, §7 sendMessage; spec 3 §7 sendCodeSms):
 * 1. a send already stored under this smsId answers as it did then (a retry never duplicates);
 * 2. the sender must own `fromNumber`; the recipient must be valid (spec 1 §5) and not toll-free
 *    (100019 — not 300030, which asks to register the sender's own toll-free number); the route must have a price (spec 2 §9); an attachment must fit the limits;
 * 3. in one transaction of the sender: the message is stored (its attachment too) and charged
 *    (400001 when the balance is short), with a ledger entry;
 * 4. it is delivered: to the account owning the recipient number on this brand (its own copy,
 *    pushed to its tabs at once), else through the carrier. If that fails, the send is marked
 *    failed and refunded;
 * 5. every tab of the sender gets the `message` echo; the caller gets `{ smsId, date }` or the failure.
 * Concurrent sends of one smsId in this process share one outcome.
 */
import { randomUUID } from 'node:crypto';
import {
  fullNumberDigits,
  type LanguageCode,
  type Platform,
  type SentMessage,
} from '../../../src/services/api/contract/index.ts';
import type { ServerContext } from '../../context.ts';
import type { MessageRow, VirtualNumberRow } from '../../db/schema.ts';
import { failureBody } from '../../http/answers.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import { publishToAccount, toMessageEvent } from './events.ts';
import { chargeForMessage, refundMessage } from './ledger.ts';
import { type Attachment, type CheckedAttachment, checkAttachment, storeMedia } from './media.ts';
import { inMessagingTransaction } from './messagingClock.ts';
import { type NumberFacts, numberFacts, readRecipient } from './phoneNumbers.ts';
import { priceOf } from './pricing.ts';
import { appendMessage, findMessageBySmsId, markFailed } from './store.ts';
import { MESSAGING_TEXTS } from './texts.ts';
import { asConversationSide, findNumberOnBrand, findOwnNumber } from './virtualNumbers.ts';

export interface Sender {
  accountId: number;
  platform: Platform;
  /** The language of the failure text in a failure echo. */
  lang: LanguageCode;
}

export type OutboundRequest =
  | { kind: 'sms'; fromNumber: string; toNumber: string; smsId: string; text: string }
  | { kind: 'mms'; fromNumber: string; toNumber: string; smsId: string; text: string; attachment: Attachment };

const inFlightByServer = new WeakMap<ServerContext, Map<string, Promise<SentMessage | Failure>>>();

export function sendMessage(
  context: ServerContext,
  sender: Sender,
  request: OutboundRequest,
): Promise<SentMessage | Failure> {
  let inFlight = inFlightByServer.get(context);
  if (!inFlight) {
    inFlight = new Map();
    inFlightByServer.set(context, inFlight);
  }
  const key = `${sender.accountId}:${request.smsId}`;
  const running = inFlight.get(key);
  if (running) return running;
  const outcome = performSend(context, sender, request).finally(() => inFlight.delete(key));
  inFlight.set(key, outcome);
  return outcome;
}

async function performSend(
  context: ServerContext,
  sender: Sender,
  request: OutboundRequest,
): Promise<SentMessage | Failure> {
  const { db, clock } = context;
  const earlier = await findMessageBySmsId(db, sender.accountId, request.smsId);
  if (earlier) return replay(earlier, request);

  const fromDigits = fullNumberDigits(request.fromNumber);
  const own = /^\d{1,15}$/.test(fromDigits) ? await findOwnNumber(db, sender.accountId, fromDigits) : undefined;
  if (!own) return fail('notAuthorized', MESSAGING_TEXTS.notYourNumber);
  const recipient = readRecipient(request.toNumber);
  if (!recipient) return fail('phoneNotSupported', MESSAGING_TEXTS.cannotSendTo);
  if (recipient.tollFree) return fail('tollFreeDestination');
  const ownFacts = numberFacts(own.fullNumber);
  const price = priceOf(request.kind, ownFacts.region, recipient.region);
  if (isFailure(price)) return price;
  let attachment: CheckedAttachment | undefined;
  if (request.kind === 'mms') {
    const checked = checkAttachment(request.attachment, own.type);
    if (isFailure(checked)) return checked;
    attachment = checked;
  }

  const stored = await inMessagingTransaction(db, clock, sender.accountId, async (tx, tick) => {
    // A twin of this send (another process, same smsId) may have committed since the first look.
    const twin = await findMessageBySmsId(tx, sender.accountId, request.smsId);
    if (twin) return { stored: false as const, message: twin };
    const media = attachment
      ? await storeMedia(tx, clock, {
          accountId: sender.accountId,
          contentType: attachment.contentType,
          fileName: attachment.fileName,
          bytes: attachment.bytes,
        })
      : '';
    const message = await appendMessage(
      tx,
      clock,
      {
        accountId: sender.accountId,
        own: asConversationSide(own),
        other: recipient,
        smsId: request.smsId,
        direction: 'out',
        type: request.kind,
        text: request.text,
        media,
        price,
      },
      tick,
    );
    const charged = await chargeForMessage(tx, clock, message, price);
    return isFailure(charged) ? charged : { stored: true as const, message };
  });
  if (isFailure(stored)) return stored;
  if (!stored.stored) return replay(stored.message, request);

  const { message } = stored;
  const delivered = await deliver(context, sender, message, own, recipient);
  if (isFailure(delivered)) return delivered;
  publishToAccount(context.sockets, sender.accountId, toMessageEvent(message, { status: 0 }));
  return { smsId: message.smsId, date: message.date, ...(message.media ? { media: message.media } : {}) };
}

/** The answer a stored send gave; an smsId used for another message is bad input. */
function replay(earlier: MessageRow, request: OutboundRequest): SentMessage | Failure {
  const sameSend =
    earlier.direction === 'out' &&
    earlier.type === request.kind &&
    earlier.ownFullNumber === fullNumberDigits(request.fromNumber) &&
    earlier.otherFullNumber === fullNumberDigits(request.toNumber);
  if (!sameSend) return fail('badRequest', MESSAGING_TEXTS.smsIdTaken);
  if (earlier.status === 2) return fail('serviceUnavailable', MESSAGING_TEXTS.unsendable);
  return { smsId: earlier.smsId, date: earlier.date };
}

/**
 * On this server and brand: the recipient account's own copy (a fresh smsId of its own, so no
 * sender can collide with the recipient's ids), pushed to its tabs. Elsewhere: the carrier.
 * A failure marks the send failed, refunds it and tells the sender's tabs.
 */
async function deliver(
  context: ServerContext,
  sender: Sender,
  message: MessageRow,
  own: VirtualNumberRow,
  recipient: NumberFacts,
): Promise<undefined | Failure> {
  try {
    const owner = await findNumberOnBrand(context.db, sender.platform, recipient.fullNumber);
    if (owner) {
      const received = await inMessagingTransaction(context.db, context.clock, owner.accountId, (tx, tick) =>
        appendMessage(
          tx,
          context.clock,
          {
            accountId: owner.accountId,
            own: asConversationSide(owner),
            other: asConversationSide(own),
            smsId: randomUUID(),
            direction: 'in',
            type: message.type,
            text: message.text,
            media: message.media,
          },
          tick,
        ),
      );
      if (isFailure(received)) throw new Error('storing the recipient copy failed');
      publishToAccount(context.sockets, owner.accountId, toMessageEvent(received));
    } else {
      await context.carrier.send({
        kind: message.type === 'mms' ? 'mms' : 'sms',
        from: own.fullNumber,
        to: recipient.fullNumber,
        text: message.text,
        mediaUrls: message.media === '' ? [] : message.media.split(','),
        smsId: message.smsId,
      });
    }
    return undefined;
  } catch (error) {
    context.log.warn({ err: error, smsId: message.smsId }, 'message delivery failed; refunded');
    const failure = fail('serviceUnavailable', MESSAGING_TEXTS.unsendable);
    const failed = await inMessagingTransaction(context.db, context.clock, sender.accountId, async (tx, tick) => {
      await refundMessage(tx, context.clock, message);
      return markFailed(tx, message, tick);
    });
    if (!isFailure(failed)) {
      const { retcode, retmsg } = failureBody(failure, sender.lang);
      publishToAccount(context.sockets, sender.accountId, toMessageEvent(failed, { status: retcode, retmsg }));
    }
    return failure;
  }
}
