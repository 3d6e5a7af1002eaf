/**
 * `sendMessage` on the socket (spec 1 §7): validates the payload, sends through the messaging
 * domain and acknowledges `{ status: 0, smsId, date }` or `{ status: <retcode>, retmsg, smsId? }`
 * (the contract's `SendMessageAck`). Bad payloads are acknowledged with 100001, never dropped;
 * the `message` events are pushed by the domain to the account rooms.
 */
import {
  FAIL_NEXT_SOCKET_PATH,
  type LanguageCode,
  RETCODE,
  type SendMessageAck,
  SendMessagePayload,
} from '../../src/services/api/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { type Failure, fail, isFailure } from '../domain/failure.ts';
import { type OutboundRequest, sendMessage } from '../domain/messaging/send.ts';
import { MESSAGING_TEXTS } from '../domain/messaging/texts.ts';
import { failureBody } from '../http/answers.ts';
import { isRecord, parseInput } from '../http/validation.ts';
import type { AppSocket, SocketFeature } from './types.ts';

export const messagingSocketFeature: SocketFeature = (socket, context) => {
  socket.on('sendMessage', (payload: unknown, ack: unknown) => {
    const respond = typeof ack === 'function' ? (ack as (answer: SendMessageAck) => void) : () => {};
    const lang = answerLanguage(socket, payload);
    const smsId = isRecord(payload) && typeof payload.smsId === 'string' ? { smsId: payload.smsId } : {};
    // Sandbox only: a failure armed for this account's next send answers instead (sandbox/faults.ts).
    const injected = context.faults?.take(socket.data.session.accountId, FAIL_NEXT_SOCKET_PATH, lang);
    if (injected) return respond({ status: injected.body.retcode, retmsg: injected.body.retmsg, ...smsId });
    handleSend(socket, context, payload, lang).then(
      (answer) => respond(isFailure(answer) ? { ...failed(answer, lang), ...smsId } : { status: 0, ...answer }),
      (error: unknown) => {
        context.log.error({ err: error }, 'sendMessage failed');
        respond({ ...failed(fail('serverError'), lang), ...smsId });
      },
    );
  });
};

async function handleSend(
  socket: AppSocket,
  context: ServerContext,
  payload: unknown,
  lang: LanguageCode,
): Promise<{ smsId: string; date: number } | Failure> {
  const parsed = parseInput(SendMessagePayload, payload);
  if (isFailure(parsed)) return parsed;
  const { session } = socket.data;
  if (parsed.platform !== undefined && parsed.platform !== session.platform) {
    return fail('badRequest', MESSAGING_TEXTS.platformMismatch);
  }
  const common = { fromNumber: parsed.fromNumber, toNumber: parsed.toNumber, smsId: parsed.smsId };
  const request: OutboundRequest =
    parsed.msgType === 'sms'
      ? { kind: 'sms', ...common, text: parsed.text }
      : {
          kind: 'mms',
          ...common,
          text: parsed.text ?? '',
          attachment: { bytes: parsed.fileBuffer, fileType: parsed.fileType, fileName: parsed.fileName },
        };
  const sent = await sendMessage(
    context,
    { accountId: session.accountId, platform: session.platform, lang, sessionId: session.sessionId },
    request,
  );
  // The session died since the handshake (revoked or expired elsewhere): the socket is closed too.
  if (isFailure(sent) && SESSION_ENDED.has(sent.reason)) {
    // After the acknowledgement, so the sender learns why before the socket goes.
    setImmediate(() => void context.sockets.endSessions([session.sessionId], sent));
  }
  return sent;
}

const SESSION_ENDED: ReadonlySet<Failure['reason']> = new Set(['tokenInvalid', 'tokenExpired', 'loggedOut']);

function failed(failure: Failure, lang: LanguageCode): { status: number; retmsg: string } {
  const { retcode, retmsg } = failureBody(failure, lang);
  return { status: retcode === RETCODE.OK ? RETCODE.SERVER_ERROR : retcode, retmsg };
}

/** The payload's languagecode when it is one, else the socket's (from its handshake). */
function answerLanguage(socket: AppSocket, payload: unknown): LanguageCode {
  if (isRecord(payload) && (payload.languagecode === 'en' || payload.languagecode === 'zh_cn')) {
    return payload.languagecode;
  }
  return socket.data.lang;
}
