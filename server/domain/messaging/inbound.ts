/**
 * A message from another network arrives (spec 1 §4 Incoming messages): the carrier's webhook
 * — and, in sandbox mode, `POST /sandbox/inbound` — hands it here. It is stored for the account
 * owning the number it was sent to and pushed to that account's tabs at once. A voicemail without
 * a recording gets a generated one, so the sandbox needs no audio host.
 */
import { randomUUID } from 'node:crypto';
import type { Platform, SentMessage } from '../../../src/services/api/contract/index.ts';
import type { InboundCarrierMessage } from '../../adapters/carrier.ts';
import type { ServerContext } from '../../context.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import { takesVoicemail } from '../numbers/settings.ts';
import { publishToAccount, toMessageEvent } from './events.ts';
import { sandboxVoicemailRecording, storeMedia, VOICEMAIL_RECORDING_TYPE } from './media.ts';
import { inMessagingTransaction } from './messagingClock.ts';
import { splitFullNumber } from './phoneNumbers.ts';
import { appendMessage } from './store.ts';
import { MESSAGING_TEXTS } from './texts.ts';
import { asConversationSide, findNumberOnAnyBrand } from './virtualNumbers.ts';

/**
 * `to` must be a number owned on this server (100005 otherwise); `platform` picks the brand when
 * several brands have the number (100001 when it is needed and missing).
 */
export async function receiveInbound(
  context: ServerContext,
  message: InboundCarrierMessage,
  platform?: Platform,
): Promise<SentMessage | Failure> {
  const owners = (await findNumberOnAnyBrand(context.db, message.to)).filter(
    (owner) => platform === undefined || owner.platform === platform,
  );
  const [owner] = owners;
  if (!owner) return fail('notFound');
  if (owners.length > 1) return fail('badRequest', MESSAGING_TEXTS.ambiguousNumber);
  if (message.type === 'voicemail' && !(await takesVoicemail(context.db, owner.accountId))) {
    return fail('notAuthorized', MESSAGING_TEXTS.voicemailOff);
  }

  const received = await inMessagingTransaction(context.db, context.clock, owner.accountId, async (tx, tick) => {
    const media =
      message.mediaUrl ??
      (message.type === 'voicemail'
        ? await storeMedia(tx, context.clock, {
            accountId: owner.accountId,
            contentType: VOICEMAIL_RECORDING_TYPE,
            fileName: 'voicemail.wav',
            bytes: sandboxVoicemailRecording(),
          })
        : '');
    return appendMessage(
      tx,
      context.clock,
      {
        accountId: owner.accountId,
        own: asConversationSide(owner),
        other: splitFullNumber(message.from),
        smsId: randomUUID(),
        direction: 'in',
        type: message.type,
        text: message.text,
        media,
        highlightText: message.highlightText ?? '',
        highlightTarget: message.highlightTarget ?? '',
        transcript: message.transcript ?? null,
      },
      tick,
    );
  });
  if (isFailure(received)) return received;
  publishToAccount(context.sockets, owner.accountId, toMessageEvent(received));
  return { smsId: received.smsId, date: received.date };
}
