/**
 * The real-time connection (spec 1 §4 Connection, §7 Real-time socket).
 *
 * socket.io does the transport work (websocket with polling fallback, reconnecting forever with a
 * 0.5–60 s delay) inside the injected `socket` callback actor; this chart keeps what the product
 * decides on top of it: whether sending is allowed, when the 'connection down' notice shows, that
 * a server-side close needs an explicit reconnect, and when the chat list is fetched again.
 *
 * Invoked by `app` only while logged in, so stopping it (logout, kick) closes the socket.
 */
import { assertEvent, assign, fromCallback, sendTo, setup } from 'xstate';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import type { ConnectionContext, ConnectionEvent, ConnectionInput, SocketCommand } from './types.ts';

/** spec 1 §4, §9: the connection flags are cleared 100 ms after connect or reconnect. */
export const FLAGS_CLEAR_MS = 100;
/** spec 1 §4, §9: after a server close the chat refresh waits a random time up to 60 s. */
export const CHAT_REFRESH_MAX_DELAY_MS = 60_000;
/** spec 1 §7: socket.io's reconnection delay runs from 0.5 s … */
export const RECONNECT_MIN_DELAY_MS = 500;
/** … up to 60 s; the explicit reconnect after a server close follows the same bounds. */
export const RECONNECT_MAX_DELAY_MS = 60_000;

/**
 * Delay before asking the socket to reconnect after the `closes`-th server close in a row:
 * 0.5 s, 1 s, 2 s … capped at 60 s, so a server that keeps closing us is not hammered.
 */
export function serverCloseBackoffMs(closes: number): number {
  const exponent = Math.max(0, closes - 1);
  return Math.min(RECONNECT_MAX_DELAY_MS, RECONNECT_MIN_DELAY_MS * 2 ** exponent);
}

/** A whole number of ms in 0–60 s drawn from `random` (spec 1 §4: 'a random time up to 60 seconds'). */
export function chatRefreshDelayMs(random: () => number): number {
  const draw = Math.min(Math.max(random(), 0), 1);
  return Math.floor(draw * CHAT_REFRESH_MAX_DELAY_MS);
}

/**
 * Placeholder for the injected socket: the root provides `createSocketLink(...).actor` from
 * `src/services/socket`. Failing loudly beats a chart that waits forever for a socket nobody opened.
 */
const socketNotProvided = fromCallback<SocketCommand>(() => {
  throw new Error(
    'connection: the `socket` actor must be provided (createSocketLink(...).actor from src/services/socket)',
  );
});

export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    input: {} as ConnectionInput,
    tags: {} as 'canSend' | 'connectionDown',
  },
  actors: {
    socket: socketNotProvided,
  },
  actions: {
    /** Ask socket.io to connect again; it does not do so by itself after a server close. */
    requestReconnect: sendTo('socket', { type: 'socket.reconnect' } satisfies SocketCommand),
    /**
     * The balance is read again: an order of the account was settled (in this tab or another), or
     * the socket is (back) up after a time in which `balance` events may have been missed.
     */
    refreshBalance: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'balance.refresh' }),
    /**
     * A charge or credit of the account committed (in this tab or another, a send, a code, a
     * renewal…): the header and the send guard follow the balance the server announced.
     */
    forwardBalance: ({ event, system }) => {
      assertEvent(event, 'socket.balance');
      tell(system, SYSTEM_ID.app, { type: 'balance.changed', balance: event.balance });
    },
    /** A callback delivery of the account changed: the delivery console, if open, shows it (developerApi.ts). */
    forwardCallbackDelivery: ({ event, system }) => {
      assertEvent(event, 'socket.callbackDelivery');
      tell(system, SYSTEM_ID.callbackDeliveries, { type: 'deliveries.changed', delivery: event.delivery });
    },
    /** issue 10: a code SMS on a verification number, for New Code's polling, through the root. */
    forwardCodeSms: ({ event, system }) => {
      assertEvent(event, 'socket.codeSms');
      tell(system, SYSTEM_ID.app, { type: 'sms.pushed', ...event.push });
    },
    /** spec 1 §7: a socket `message` is the chats area's, through the root. */
    forwardMessage: ({ event, system }) => {
      assertEvent(event, 'socket.message');
      tell(system, SYSTEM_ID.app, { type: 'message.received', message: event.message });
    },
    /** issue 22 item 4: a conversation's read marker moved (this tab or another): the chats area's, through the root. */
    forwardChatRead: ({ event, system }) => {
      assertEvent(event, 'socket.chatRead');
      tell(system, SYSTEM_ID.app, { type: 'chat.readElsewhere', marker: event.marker });
    },
    /** issue 26 item 1: messages deleted in this tab or another: the chats area's, through the root. */
    forwardMessagesDeleted: ({ event, system }) => {
      assertEvent(event, 'socket.messagesDeleted');
      tell(system, SYSTEM_ID.app, { type: 'messages.deletedElsewhere', deleted: event.deleted });
    },
    /** spec 1 §4: sending is allowed again — messages waiting for the connection may go. */
    announceRestored: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'connection.restored' }),
    /** spec 1 §4: sending is blocked while disconnected or reconnecting. */
    announceLost: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'connection.lost' }),
    /** Tell the root to fetch the chat list again (spec 1 §4: on reconnect). */
    announceChatRefresh: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'chats.refresh' }),
    /** The server's refusal stands until a connection succeeds again. */
    recordRefusal: assign({
      refusal: ({ event }) => {
        assertEvent(event, 'socket.failed');
        return { retcode: event.retcode, retmsg: event.retmsg };
      },
    }),
    /**
     * spec 1 §8: a socket refusal goes through the retcode table like any failed call. The socket
     * is the boundary that made this call, so it is the one that routes it (once).
     */
    routeFailure: ({ event, system }) => {
      assertEvent(event, 'socket.failed');
      tell(system, SYSTEM_ID.overlays, {
        type: 'failure.route',
        endpoint: 'socket',
        retcode: event.retcode,
        retmsg: event.retmsg,
      });
    },
    countServerClose: assign({ serverCloses: ({ context }) => context.serverCloses + 1 }),
    forgetServerCloses: assign({ serverCloses: 0 }),
    recordAttempt: assign({
      attempt: ({ context, event }) => (event.type === 'socket.reconnecting' ? event.attempt : context.attempt),
    }),
    /** Connected again: no attempt under way, no refusal standing. */
    clearTrouble: assign({ attempt: 0, refusal: null }),
    drawChatRefreshDelay: assign({ chatRefreshDelayMs: ({ context }) => chatRefreshDelayMs(context.random) }),
  },
  guards: {
    closedByServer: ({ event }) => event.type === 'socket.disconnected' && event.serverClosed,
  },
  delays: {
    flagsClear: FLAGS_CLEAR_MS,
    serverCloseReconnect: ({ context }) => serverCloseBackoffMs(context.serverCloses),
    chatRefreshAfterServerClose: ({ context }) => context.chatRefreshDelayMs,
  },
}).createMachine({
  id: 'connection',
  description:
    'The real-time socket while logged in: may messages be sent, is the connection down, when to refetch the chat list.',
  context: ({ input }) => ({
    random: input.random ?? Math.random,
    refusal: null,
    attempt: 0,
    serverCloses: 0,
    chatRefreshDelayMs: 0,
  }),
  invoke: { id: 'socket', src: 'socket' },
  on: {
    'socket.failed': { actions: ['recordRefusal', 'routeFailure'] },
    'socket.message': { actions: 'forwardMessage' },
    'socket.chatRead': { actions: 'forwardChatRead' },
    'socket.messagesDeleted': { actions: 'forwardMessagesDeleted' },
    'socket.payment': { actions: 'refreshBalance' },
    'socket.balance': { actions: 'forwardBalance' },
    'socket.callbackDelivery': { actions: 'forwardCallbackDelivery' },
    'socket.codeSms': { actions: 'forwardCodeSms' },
  },
  initial: 'connecting',
  states: {
    connecting: {
      description:
        "The first connection is being made; sending is blocked (spec 1 §4), no 'down' notice yet. Once made, the chat list catches up as after a reconnect.",
      on: {
        // Nothing was down before, so there are no flags to clear. The chat list is still read
        // again, as after a reconnect: a message that came between the list's start-up fetch and
        // this first connection was pushed to nobody (issue 8 item 18 — one post in four right
        // after login went missing until a reload).
        'socket.connected': { target: '#connection.connected.flags.stable', actions: 'announceChatRefresh' },
        'socket.reconnecting': { target: 'reconnecting.afterLoss', actions: 'recordAttempt' },
        'socket.disconnected': [
          { guard: 'closedByServer', target: 'disconnected.serverClosed' },
          { target: 'disconnected.lost' },
        ],
      },
    },
    connected: {
      description: 'The socket is up; messages may be sent.',
      type: 'parallel',
      tags: ['canSend'],
      // Every connection, the first included, reads the balance again: `balance` events sent
      // before it (between the account's load and the first connection, or while the socket was
      // down) reached nobody — as the chat list catches up (issue 22 item 3).
      entry: ['clearTrouble', 'announceRestored', 'refreshBalance'],
      exit: 'announceLost',
      on: {
        'socket.disconnected': [
          { guard: 'closedByServer', target: 'disconnected.serverClosed' },
          { target: 'disconnected.lost' },
        ],
        'socket.reconnecting': { target: 'reconnecting.afterLoss', actions: 'recordAttempt' },
      },
      states: {
        flags: {
          description: 'The "connection down" flags, cleared 100 ms after a reconnect.',
          initial: 'settling',
          states: {
            settling: {
              description: "Just back from a disconnection: the 'down' flags stay set for 100 ms (spec 1 §4).",
              tags: ['connectionDown'],
              after: { flagsClear: { target: 'stable', actions: 'forgetServerCloses' } },
            },
            stable: { description: 'Flags cleared; the connection is plainly up.' },
          },
        },
        chatRefresh: {
          description: 'Whether a chat-list refresh is owed after a reconnect.',
          initial: 'idle',
          states: {
            idle: { description: 'No chat-list refresh owed.' },
            delayed: {
              description: 'Back after a server close: the refresh waits a random delay ≤ 60 s (spec 1 §4).',
              after: { chatRefreshAfterServerClose: { target: 'idle', actions: 'announceChatRefresh' } },
            },
          },
        },
      },
    },
    disconnected: {
      description: "The socket dropped; sending is blocked and the 'connection down' notice shows.",
      tags: ['connectionDown'],
      initial: 'lost',
      states: {
        serverClosed: {
          description: 'The server closed the socket (any reason but a ping timeout): we must ask to reconnect.',
          entry: 'countServerClose',
          after: {
            serverCloseReconnect: { target: '#connection.reconnecting.afterServerClose', actions: 'requestReconnect' },
          },
          on: {
            'socket.reconnecting': { target: '#connection.reconnecting.afterServerClose', actions: 'recordAttempt' },
            'socket.connected': {
              target: '#connection.connected.chatRefresh.delayed',
              actions: 'drawChatRefreshDelay',
            },
            'socket.reconnected': {
              target: '#connection.connected.chatRefresh.delayed',
              actions: 'drawChatRefreshDelay',
            },
          },
        },
        lost: {
          description: 'The link was lost (ping timeout, network); socket.io reconnects by itself.',
          on: {
            'socket.reconnecting': { target: '#connection.reconnecting.afterLoss', actions: 'recordAttempt' },
            'socket.connected': { target: '#connection.connected', actions: 'announceChatRefresh' },
            'socket.reconnected': {
              target: '#connection.connected',
              actions: 'announceChatRefresh',
            },
          },
        },
      },
    },
    reconnecting: {
      description: 'socket.io is trying again; the notice still shows and sending stays blocked.',
      tags: ['connectionDown'],
      initial: 'afterLoss',
      on: {
        'socket.reconnecting': { actions: 'recordAttempt' },
        'socket.disconnected': [
          { guard: 'closedByServer', target: 'disconnected.serverClosed' },
          { target: 'disconnected.lost' },
        ],
      },
      states: {
        afterServerClose: {
          description: 'Reconnecting after a server close: the chat refresh will be delayed.',
          on: {
            'socket.connected': {
              target: '#connection.connected.chatRefresh.delayed',
              actions: 'drawChatRefreshDelay',
            },
            'socket.reconnected': {
              target: '#connection.connected.chatRefresh.delayed',
              actions: 'drawChatRefreshDelay',
            },
          },
        },
        afterLoss: {
          description: 'Reconnecting after a lost link: the chat refresh is immediate.',
          on: {
            'socket.connected': { target: '#connection.connected', actions: 'announceChatRefresh' },
            'socket.reconnected': {
              target: '#connection.connected',
              actions: 'announceChatRefresh',
            },
          },
        },
      },
    },
  },
});

export type ConnectionMachine = typeof connectionMachine;
