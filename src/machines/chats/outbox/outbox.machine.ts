/**
 * The outbox (issue 24 item 3): texts written while the connection is down wait here and go when
 * it is back — one after another, in the order written, each with the smsId it was given when
 * written, so the server (which stores one smsId once, docs/messaging.md) can never store one
 * twice. This changes spec 1 §4 Connection, "While disconnected or connecting, sending is
 * blocked", into "sending waits" for texts (docs/chats-views.md 'The outbox').
 *
 * - The queue is kept in the encrypted local store per account (`persist`, provided with
 *   `ChatHistory.writeOutbox`; read once at the start, `restoring`), so a reload while offline
 *   keeps it; logout wipes it with the rest of the store.
 * - Each queued text is an `outgoingMessage` actor (`queued:<smsId>`) resting in its `queued`
 *   state ('Waiting to send'); this chart releases the first when the connection is up, waits
 *   for it to settle (sent, or failed — then it is a failed message like any other, with Retry
 *   and Delete), and releases the next.
 * - A waiting text can be deleted (`outbox.discard`): it leaves the queue and never goes. The
 *   one already released is on its way and is not taken back.
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ChatMessage } from '../../../services/chats/message.ts';
import { eventOf } from '../../shared/params.ts';
import { toParent } from '../../shared/toParent.ts';
import { outgoingMessageMachine } from '../outgoingMessage/outgoingMessage.machine.ts';
import type { OutgoingMessageInput, OutgoingMessageOutput } from '../outgoingMessage/types.ts';
import type { OutboxContext, OutboxEvent, OutboxInput, OutboxNotification, QueuedText } from './types.ts';

/** The id of the actor holding one queued text. */
export function queuedActorId(smsId: string): string {
  return `queued:${smsId}`;
}

function sendInput(text: QueuedText, connected: boolean, parent: OutgoingMessageInput['parent']): OutgoingMessageInput {
  return {
    smsId: text.smsId,
    createdAt: text.createdAt,
    fromNumber: text.fromNumber,
    toNumber: text.toNumber,
    ownNumberType: text.ownNumberType,
    content: { kind: 'text', text: text.text },
    connected,
    parent,
  };
}

export const outboxMachine = setup({
  types: {
    context: {} as OutboxContext,
    events: {} as OutboxEvent,
    input: {} as OutboxInput,
  },
  actors: {
    /**
     * The queue kept before this page started (`ChatHistory.readOutbox`). decision: without a
     * store (a test, a root that provides none) nothing waits from before.
     */
    readOutbox: fromPromise<QueuedText[], void>(async () => []),
    outgoingMessage: outgoingMessageMachine,
  },
  actions: {
    /** Keeps the queue in the encrypted local store after every change (provided with the history). */
    persist: (_args) => {},
    /** Queued texts are added at the end (the order written); each rests as 'Waiting to send'. */
    enqueueTexts: enqueueActions(({ context, self, enqueue }, params: { texts: QueuedText[]; first?: boolean }) => {
      const known = new Set(context.queue.map((text) => text.smsId));
      const added = params.texts.filter((text) => !known.has(text.smsId));
      for (const text of added) {
        const id = queuedActorId(text.smsId);
        enqueue.spawnChild('outgoingMessage', { id, input: sendInput(text, context.connected, self) });
        enqueue.sendTo(id, { type: 'outgoing.queue' });
      }
      // What was kept before the reload was written before anything queued since.
      enqueue.assign({ queue: params.first ? [...added, ...context.queue] : [...context.queue, ...added] });
    }),
    logReadFailure: ({ event }) => console.warn('outbox: the kept queue could not be read', event),
    /** A text leaves the queue (deleted before it went, or settled); its actor stops. */
    dropText: enqueueActions(({ context, enqueue }, params: { smsId: string }) => {
      enqueue.stopChild(queuedActorId(params.smsId));
      enqueue.assign({ queue: context.queue.filter((text) => text.smsId !== params.smsId) });
    }),
    /** The first text goes (its turn came and the connection is up). */
    releaseFirst: enqueueActions(({ context, enqueue }) => {
      const first = context.queue[0];
      if (first) enqueue.sendTo(queuedActorId(first.smsId), { type: 'outgoing.release' });
    }),
    /** The text released settled: its conversation hears the outcome (before it leaves the queue). */
    notifySettled: ({ context }, params: { smsId: string; output: OutgoingMessageOutput }) => {
      const settled = context.queue.find((text) => text.smsId === params.smsId);
      if (settled)
        toParent<OutboxNotification>(context.parent, {
          type: 'outbox.settled',
          ownFullNumber: settled.fromNumber,
          otherFullNumber: settled.toNumber,
          output: params.output,
        });
    },
    /** A queued text's copy ('Waiting to send', then sending) for its conversation. */
    relayMessage: ({ context }, params: { message: ChatMessage }) => {
      const text = context.queue.find((queued) => queued.smsId === params.message.smsId);
      if (text)
        toParent<OutboxNotification>(context.parent, {
          type: 'outbox.message',
          ownFullNumber: text.fromNumber,
          otherFullNumber: text.toNumber,
          message: params.message,
        });
    },
    markConnected: assign({ connected: true }),
    markDisconnected: assign({ connected: false }),
    /** The text on its way waits for the connection too (it is sent again with the same smsId). */
    forwardConnection: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'connection.lost' && event.type !== 'connection.restored') return;
      for (const text of context.queue) enqueue.sendTo(queuedActorId(text.smsId), { type: event.type });
    }),
  },
  guards: {
    canRelease: ({ context }) => context.connected && context.queue.length > 0,
    isQueued: ({ context }, params: { smsId: string }) => context.queue.some((text) => text.smsId === params.smsId),
    isFirst: ({ context }, params: { smsId: string }) => context.queue[0]?.smsId === params.smsId,
    /** Waiting behind the one on its way: it can still be taken out. */
    isBehindFirst: ({ context }, params: { smsId: string }) =>
      context.queue.findIndex((text) => text.smsId === params.smsId) > 0,
  },
}).createMachine({
  id: 'outbox',
  description:
    'Texts written while the connection is down: kept encrypted, shown as waiting, sent one after another in the order written when it is back, each with its own smsId.',
  context: ({ input }) => ({ parent: input.parent, connected: input.connected, queue: [] }),
  initial: 'restoring',
  on: {
    'connection.lost': { actions: ['markDisconnected', 'forwardConnection'] },
    'connection.restored': { actions: ['markConnected', 'forwardConnection'] },
    'outgoing.added': { actions: { type: 'relayMessage', params: eventOf } },
    'outbox.add': {
      actions: [{ type: 'enqueueTexts', params: ({ event }) => ({ texts: [event.text] }) }, 'persist'],
    },
  },
  states: {
    restoring: {
      description:
        'The queue kept before this page started is read; a text written meanwhile waits behind it and is kept with it once read.',
      invoke: {
        id: 'readOutbox',
        src: 'readOutbox',
        onDone: {
          target: 'holding',
          actions: [{ type: 'enqueueTexts', params: ({ event }) => ({ texts: event.output, first: true }) }, 'persist'],
        },
        // The store never throws on expected trouble; anything else only costs what was kept.
        onError: { target: 'holding', actions: ['logReadFailure', 'persist'] },
      },
      on: {
        // Kept once the kept queue is read (written before it would drop what was kept).
        'outbox.add': { actions: { type: 'enqueueTexts', params: ({ event }) => ({ texts: [event.text] }) } },
        'outbox.discard': {
          guard: { type: 'isQueued', params: eventOf },
          actions: { type: 'dropText', params: eventOf },
        },
      },
    },
    holding: {
      description:
        'Nothing is on its way: the texts wait for the connection (none may wait). When it is up and one waits, the first goes.',
      always: { guard: 'canRelease', target: 'releasing' },
      on: {
        'outbox.discard': {
          guard: { type: 'isQueued', params: eventOf },
          actions: [{ type: 'dropText', params: eventOf }, 'persist'],
        },
      },
    },
    releasing: {
      description:
        'The first text is on its way (sending, or waiting for the connection with its smsId); the next goes only once it settled.',
      entry: 'releaseFirst',
      on: {
        'outbox.discard': {
          guard: { type: 'isBehindFirst', params: eventOf },
          actions: [{ type: 'dropText', params: eventOf }, 'persist'],
        },
        'outgoing.settled': {
          guard: { type: 'isFirst', params: eventOf },
          target: 'holding',
          actions: [{ type: 'notifySettled', params: eventOf }, { type: 'dropText', params: eventOf }, 'persist'],
        },
      },
    },
  },
});

export type OutboxMachine = typeof outboxMachine;
