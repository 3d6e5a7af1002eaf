/**
 * One outgoing SMS or MMS (spec 1 §4 Outgoing message status, §5 Sending and Attachments, §7
 * socket `sendMessage`). It is added locally as sending (1) — the parent hears `outgoing.added` —
 * then emitted on the socket; the acknowledgement's status 0 makes it sent (the output carries
 * the stored message: the parent updates it and moves the conversation to the top), any other
 * status failed (2) with the server's retmsg and the prompt that status asks for.
 *
 * An attachment is made ready first (`prepareAttachment`: HEIC → JPEG, compression, limits); one
 * too large shows the red notice for 3 s, one that cannot be processed is 'Upload failed'.
 * The parent spawns it and sends `outgoing.send` (a chart cannot branch on its input before it
 * rests in a state). A send started while the connection is down (spec 1 §4 Connection) is not
 * added and says so; one already added waits for the connection and is sent again with the same
 * smsId (the server stores it once).
 *
 * A text written while the connection is down is queued instead (issue 24 item 3, which changes
 * spec 1 §4's "sending is blocked while disconnected" into "sending waits"): the outbox chart
 * spawns this chart and sends `outgoing.queue`; the message is added locally marked `queued`
 * ('Waiting to send') and rests in `queued` until the outbox, in the order written, sends
 * `outgoing.release` — then it is sent like any other, with its own smsId.
 *
 * A failed text's Retry is this chart again (issue 22 item 2): the conversation spawns it with the
 * failed message's smsId and text, so the server, which stores one smsId once, can never store it
 * twice. A failure marks the message `unsent` (no server copy this client knows of): deleting it
 * is then local.
 */
import { assign, setup } from 'xstate';
import { MESSAGE_STATUS, type SendMessageAck } from '../../../services/api/contract/messaging.ts';
import { RETCODE } from '../../../services/api/contract/retcodes.ts';
import { TOO_LARGE_NOTICE_MS } from '../../../services/media/limits.ts';
import { MEDIA_LOADING_MARKER } from '../../../services/media/parseMedia.ts';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { outputOf } from '../../shared/params.ts';
import { toParent } from '../../shared/toParent.ts';
import type {
  OutgoingMessageContext,
  OutgoingMessageEvent,
  OutgoingMessageInput,
  OutgoingMessageNotification,
  OutgoingMessageOutput,
  PreparedUpload,
  PrepareUploadRequest,
  SendMessagePayload,
} from './types.ts';

/** A refused acknowledgement's status and message. */
function refusalOf({ event }: { event: { output: SendMessageAck } }): { retcode: number; retmsg: string } {
  return { retcode: event.output.status, retmsg: 'retmsg' in event.output ? event.output.retmsg : '' };
}

function errorOf({ event }: { event: { error?: unknown } }): unknown {
  return event.error;
}

/** The message as added locally: sending (1), an attachment shown by the loading marker. */
function localMessage(input: OutgoingMessageInput) {
  const { content } = input;
  return {
    smsId: input.smsId,
    date: input.createdAt,
    direction: 'out' as const,
    type: content.kind === 'text' ? ('sms' as const) : ('mms' as const),
    text: content.kind === 'text' ? content.text : (content.caption ?? ''),
    media: content.kind === 'text' ? '' : MEDIA_LOADING_MARKER,
    status: MESSAGE_STATUS.sending,
    highlightTarget: '',
    highlightText: '',
  };
}

function commonPayload(input: OutgoingMessageInput) {
  return {
    fromNumber: input.fromNumber,
    toNumber: input.toNumber,
    smsId: input.smsId,
  };
}

export const outgoingMessageMachine = setup({
  types: {
    context: {} as OutgoingMessageContext,
    events: {} as OutgoingMessageEvent,
    input: {} as OutgoingMessageInput,
    output: {} as OutgoingMessageOutput,
    tags: {} as 'tooLargeNotice',
  },
  actors: {
    /** The attachment pipeline of `src/services/media`, its result read into bytes for the socket. */
    prepareAttachment: notProvided<PreparedUpload, PrepareUploadRequest>('prepareAttachment'),
    /** Socket `sendMessage` with its acknowledgement (spec 1 §7). */
    sendMessage: notProvided<SendMessageAck, SendMessagePayload>('sendMessage'),
  },
  actions: {
    addTextLocally: assign(({ context }) => {
      const { content } = context.input;
      return {
        message: localMessage(context.input),
        payload:
          content.kind === 'text'
            ? { ...commonPayload(context.input), msgType: 'sms' as const, text: content.text }
            : null,
      };
    }),
    addAttachmentLocally: assign(({ context }, upload: PreparedUpload) => {
      const { content } = context.input;
      if (!upload.ok || content.kind !== 'attachment') return {};
      return {
        message: localMessage(context.input),
        payload: {
          ...commonPayload(context.input),
          msgType: 'mms' as const,
          fileBuffer: upload.fileBuffer,
          fileType: upload.fileType,
          fileName: upload.fileName,
          ...(content.caption ? { text: content.caption } : {}),
        },
      };
    }),
    announceLocal: ({ context }) => {
      if (context.message)
        toParent<OutgoingMessageNotification>(context.input.parent, {
          type: 'outgoing.added',
          message: context.message,
        });
    },
    /** A spawned actor's parent cannot name its done event, so the outcome is also told (`outgoing.settled`). */
    notifySettled: ({ context }) =>
      toParent<OutgoingMessageNotification>(context.input.parent, {
        type: 'outgoing.settled',
        smsId: context.input.smsId,
        output: context.result,
      }),
    /** issue 24 item 3: the local copy waits in the outbox ('Waiting to send'). */
    markQueued: assign(({ context }) => ({
      message: context.message ? { ...context.message, queued: true as const } : null,
    })),
    /** Released by the outbox: the copy shows as sending (the mark's absence clears it where it is shown). */
    unmarkQueued: assign(({ context }) => {
      if (!context.message) return {};
      const { queued: _left, ...message } = context.message;
      return { message };
    }),
    markConnected: assign({ connected: true }),
    markDisconnected: assign({ connected: false }),
    // spec 1 §4: status 0 — the stored message, dated by the server.
    settleSent: assign(({ context }, ack: SendMessageAck) => {
      if (!context.message || ack.status !== 0 || !('date' in ack)) return {};
      // An MMS's stored URL replaces the loading marker the local copy showed (spec 1 §2 media).
      const media = 'media' in ack && ack.media !== undefined ? ack.media : context.message.media;
      const message = { ...context.message, date: ack.date, media, status: MESSAGE_STATUS.sent };
      return { message, result: { outcome: 'sent' as const, message } };
    }),
    /**
     * spec 1 §4: any other status — failed (2), the server's retmsg routed by the parent. The
     * acknowledgement refused it (or none came), so the server holds no copy this client knows of:
     * `unsent` — it can be retried with the same smsId, and deleting it is local. A copy the
     * server did store (a carrier refusal's echo) clears the mark when it arrives.
     */
    settleFailed: assign(({ context }, failure: { retcode: number; retmsg: string }) => {
      if (!context.message) return {};
      const message = { ...context.message, status: MESSAGE_STATUS.failed, unsent: true as const };
      return {
        message,
        result: {
          outcome: 'failed' as const,
          message,
          retcode: failure.retcode,
          retmsg: failure.retmsg,
        },
      };
    }),
    settleBlocked: assign({ result: { outcome: 'blocked' } }),
    // ── what the person is told (spec 1 §4, §5, §8), through the overlays ──
    /**
     * spec 1 §8: a refused send is routed through the retcode table once, here at the boundary
     * that made the call: 300030 the toll-free prompt, 400001 no credit, 100010 the captcha modal
     * (this message waits on it and is sent again once it is solved), else the retmsg alert.
     */
    routeRefusal: ({ self, system }, failure: { retcode: number; retmsg: string }) =>
      tell(system, SYSTEM_ID.overlays, {
        type: 'failure.route',
        endpoint: 'sendMessage',
        retcode: failure.retcode,
        retmsg: failure.retmsg,
        ...(failure.retcode === RETCODE.CAPTCHA_REQUIRED ? { replyTo: self } : {}),
      }),
    /** No acknowledgement at all: nothing to route, the message could not be sent. */
    alertUnsendable: ({ system }) =>
      tell(system, SYSTEM_ID.overlays, { type: 'alert.show', notice: { messageKey: 'error.messageUnsendable' } }),
    /**
     * spec 1 §4: sending is blocked while the connection is down — since issue 24 item 3 only what
     * the outbox cannot hold (an attachment; the conversation queues a text instead).
     */
    noticeConnectionDown: ({ system }) =>
      tell(system, SYSTEM_ID.overlays, {
        type: 'snackbar.show',
        notice: { messageKey: 'error.connectionDown' },
        tone: 'error',
      }),
    /** spec 1 §8: 'Upload failed. Please try again.' (the too-large notice is the red one under the composer). */
    alertUploadFailed: ({ system }) =>
      tell(system, SYSTEM_ID.overlays, { type: 'alert.show', notice: { messageKey: 'chats.attachment.uploadFailed' } }),
    settleTooLarge: assign({ result: { outcome: 'refused', messageKey: 'chats.attachment.tooLarge' } }),
    settleUploadFailed: assign({ result: { outcome: 'refused', messageKey: 'chats.attachment.uploadFailed' } }),
    logUnexpected: (_, error: unknown) => console.error('outgoingMessage: unexpected failure', error),
  },
  guards: {
    isConnected: ({ context }) => context.connected,
    isDisconnected: ({ context }) => !context.connected,
    isAttachment: ({ context }) => context.input.content.kind === 'attachment',
    isSent: (_, ack: SendMessageAck) => ack.status === 0,
    /** spec 1 §8 100010: the server asks for a captcha before this send can go. */
    asksForCaptcha: (_, ack: SendMessageAck) => ack.status === RETCODE.CAPTCHA_REQUIRED,
    isTooLarge: (_, upload: PreparedUpload) => !upload.ok && upload.reason === 'tooLarge',
    isUnprocessable: (_, upload: PreparedUpload) => !upload.ok,
  },
  delays: {
    /** spec 1 §5, §9: the red too-large notice shows for 3 seconds. */
    tooLargeNotice: TOO_LARGE_NOTICE_MS,
  },
}).createMachine({
  id: 'outgoingMessage',
  description:
    'One outgoing SMS or MMS: prepared, added locally as sending, sent on the socket, settled sent or failed.',
  context: ({ input }) => ({
    input,
    connected: input.connected,
    message: null,
    payload: null,
    // Replaced by every way out; a send that never settles never outputs.
    result: { outcome: 'blocked' },
  }),
  initial: 'ready',
  on: {
    'connection.lost': { actions: 'markDisconnected' },
    'connection.restored': { actions: 'markConnected' },
  },
  states: {
    ready: {
      description:
        "Created from the composer, or by a failed text's Retry with its smsId, or by the outbox for a text written offline; nothing is added yet. outgoing.send starts it (the parent sends it at once), outgoing.queue queues it.",
      on: {
        'outgoing.send': [
          { guard: 'isDisconnected', target: 'blocked', actions: ['settleBlocked', 'noticeConnectionDown'] },
          { guard: 'isAttachment', target: 'preparing' },
          { target: 'sending', actions: ['addTextLocally', 'announceLocal'] },
        ],
        // issue 24 item 3: the outbox holds texts only (an attachment needs the server to upload).
        'outgoing.queue': { target: 'queued', actions: ['addTextLocally', 'markQueued', 'announceLocal'] },
      },
    },
    queued: {
      description:
        "A text written while the connection was down: shown as 'Waiting to send' and kept by the outbox; it goes when the outbox releases it, in the order written.",
      on: {
        'outgoing.release': [
          { guard: 'isConnected', target: 'sending', actions: ['unmarkQueued', 'announceLocal'] },
          { target: 'waitingForConnection', actions: ['unmarkQueued', 'announceLocal'] },
        ],
      },
    },
    preparing: {
      description: 'The attachment is converted, compressed and checked against the limits (spec 1 §5).',
      invoke: {
        id: 'prepareAttachment',
        src: 'prepareAttachment',
        input: ({ context }): PrepareUploadRequest => ({
          file: context.input.content.kind === 'attachment' ? context.input.content.file : new File([], ''),
          ownNumberType: context.input.ownNumberType,
        }),
        onDone: [
          { guard: { type: 'isTooLarge', params: outputOf }, target: 'tooLarge', actions: 'settleTooLarge' },
          {
            guard: { type: 'isUnprocessable', params: outputOf },
            target: 'refused',
            actions: ['settleUploadFailed', 'alertUploadFailed'],
          },
          {
            guard: 'isConnected',
            target: 'sending',
            actions: [{ type: 'addAttachmentLocally', params: outputOf }, 'announceLocal'],
          },
          {
            target: 'waitingForConnection',
            actions: [{ type: 'addAttachmentLocally', params: outputOf }, 'announceLocal'],
          },
        ],
        onError: {
          target: 'refused',
          actions: [{ type: 'logUnexpected', params: errorOf }, 'settleUploadFailed', 'alertUploadFailed'],
        },
      },
    },
    tooLarge: {
      description: 'The red notice shows: the image is too large, please select a smaller one (3 s).',
      tags: ['tooLargeNotice'],
      after: { tooLargeNotice: { target: 'refused' } },
    },
    sending: {
      description: 'The message shows as sending (1); socket sendMessage waits for its acknowledgement.',
      on: { 'connection.lost': { target: 'waitingForConnection', actions: 'markDisconnected' } },
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => context.payload as SendMessagePayload,
        onDone: [
          {
            guard: { type: 'isSent', params: outputOf },
            target: 'sent',
            actions: { type: 'settleSent', params: outputOf },
          },
          {
            guard: { type: 'asksForCaptcha', params: outputOf },
            target: 'awaitingCaptcha',
            actions: { type: 'routeRefusal', params: refusalOf },
          },
          {
            target: 'failed',
            actions: [
              { type: 'settleFailed', params: refusalOf },
              { type: 'routeRefusal', params: refusalOf },
            ],
          },
        ],
        // No acknowledgement (a timeout, the socket gone): failed, the service being unavailable.
        onError: {
          target: 'failed',
          actions: [
            { type: 'logUnexpected', params: errorOf },
            { type: 'settleFailed', params: { retcode: RETCODE.SERVICE_UNAVAILABLE, retmsg: '' } },
            'alertUnsendable',
          ],
        },
      },
    },
    awaitingCaptcha: {
      description:
        'The server asked for a captcha (100010): the captcha modal shows; once solved the message is sent again with the same smsId, if closed it fails.',
      on: {
        'captcha.solved': [{ guard: 'isConnected', target: 'sending' }, { target: 'waitingForConnection' }],
        'captcha.dismissed': {
          target: 'failed',
          actions: { type: 'settleFailed', params: { retcode: RETCODE.CAPTCHA_REQUIRED, retmsg: '' } },
        },
      },
    },
    waitingForConnection: {
      description: 'The message shows as sending; the connection is down, so it goes when it is back.',
      on: { 'connection.restored': { target: 'sending', actions: 'markConnected' } },
    },
    sent: { description: 'Status 0: the stored message is the output.', type: 'final', entry: 'notifySettled' },
    failed: {
      description:
        "Failed (2), marked unsent: the output carries the server's retmsg and the prompt to open; the bubble offers Retry and Delete.",
      type: 'final',
      entry: 'notifySettled',
    },
    blocked: {
      description:
        'The connection was down (an attachment, which cannot wait in the outbox): nothing was added or sent.',
      type: 'final',
      entry: 'notifySettled',
    },
    refused: {
      description: 'The attachment was refused before sending; nothing was added.',
      type: 'final',
      entry: 'notifySettled',
    },
  },
  output: ({ context }) => context.result,
});

export type OutgoingMessageMachine = typeof outgoingMessageMachine;
