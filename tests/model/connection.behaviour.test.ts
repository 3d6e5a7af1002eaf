/**
 * The connection chart's timing and its messages to the parent, on a real actor with a fake
 * socket, a recording parent and a simulated clock (spec 1 §4 Connection, §7, §9).
 */
import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor, type EventObject, fromCallback, SimulatedClock, setup } from 'xstate';
import { SYSTEM_ID } from '../../src/machines/shared/address.ts';
import {
  CHAT_REFRESH_MAX_DELAY_MS,
  chatRefreshDelayMs,
  connectionMachine,
  serverCloseBackoffMs,
} from '../../src/machines/shell/connection/connection.machine.ts';
import { selectCanSend, selectConnectionDown } from '../../src/machines/shell/connection/toView.ts';
import type { SocketCommand } from '../../src/machines/shell/connection/types.ts';
import { chatMessageEvent } from '../support/chatFixtures.ts';
import { PUSHED_CODE } from '../support/verificationFixtures.ts';

/** The chart spawned by a recording root (systemId `app`) beside recording overlays, as the root runs it. */
function setUp(random = 0.5) {
  const toParent: EventObject[] = [];
  const toSocket: SocketCommand[] = [];
  let socketRunning = false;
  const socket = fromCallback<SocketCommand>(({ receive }) => {
    socketRunning = true;
    receive((command) => toSocket.push(command));
    return () => {
      socketRunning = false;
    };
  });
  const toOverlays: EventObject[] = [];
  const toConsole: EventObject[] = [];
  const recorder = (into: EventObject[]) =>
    fromCallback<EventObject>(({ receive }) => receive((event) => into.push(event)));
  const parentMachine = setup({
    actors: {
      connection: connectionMachine.provide({ actors: { socket } }),
      overlays: recorder(toOverlays),
      console: recorder(toConsole),
    },
  }).createMachine({
    invoke: [
      { id: 'connection', src: 'connection', input: { random: () => random } },
      { id: 'overlays', systemId: SYSTEM_ID.overlays, src: 'overlays' },
      // The open delivery console (apiManagement invokes it under this systemId).
      { id: 'console', systemId: SYSTEM_ID.callbackDeliveries, src: 'console' },
    ],
    on: { '*': { actions: ({ event }) => toParent.push(event) } },
  });
  const clock = new SimulatedClock();
  const root = createActor(parentMachine, { clock, systemId: SYSTEM_ID.app }).start();
  const actor = root.getSnapshot().children.connection as ActorRefFrom<typeof connectionMachine>;
  return { root, actor, clock, toParent, toOverlays, toConsole, toSocket, isSocketRunning: () => socketRunning };
}

const SAMPLE_MESSAGE = chatMessageEvent();

const refreshes = (events: EventObject[]) => events.filter((event) => event.type === 'chats.refresh').length;

describe('connection timing', () => {
  it('backs off 0.5 s, 1 s, 2 s … up to 60 s between reconnects after server closes (spec 1 §7)', () => {
    expect([1, 2, 3, 4].map(serverCloseBackoffMs)).toEqual([500, 1000, 2000, 4000]);
    expect(serverCloseBackoffMs(8)).toBe(60_000);
    expect(serverCloseBackoffMs(50)).toBe(60_000);
  });

  it('draws the chat refresh delay within 0–60 s from the injected random source (spec 1 §4)', () => {
    expect(chatRefreshDelayMs(() => 0)).toBe(0);
    expect(chatRefreshDelayMs(() => 0.5)).toBe(30_000);
    expect(chatRefreshDelayMs(() => 0.9999999)).toBeLessThanOrEqual(CHAT_REFRESH_MAX_DELAY_MS);
    expect(chatRefreshDelayMs(() => 7)).toBe(CHAT_REFRESH_MAX_DELAY_MS);
  });

  it('opens the socket at once, blocks sending until connected, and catches up on the first connect', () => {
    const { root, actor, toParent, isSocketRunning } = setUp();
    expect(isSocketRunning()).toBe(true);
    expect(selectCanSend(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'socket.connected' });
    expect(selectCanSend(actor.getSnapshot())).toBe(true);
    expect(selectConnectionDown(actor.getSnapshot())).toBe(false);
    // Issue 8 item 18: what came between the chat list's fetch and this connection is read now.
    expect(refreshes(toParent)).toBe(1);
    // Stopping the chart (logout: the root leaves `authenticated`) closes the socket.
    root.stop();
    expect(isSocketRunning()).toBe(false);
  });

  it('asks the socket to reconnect after a server close, on the backoff delay, longer each time', () => {
    const { actor, clock, toSocket } = setUp();
    actor.send({ type: 'socket.connected' });
    actor.send({ type: 'socket.disconnected', serverClosed: true });
    expect(selectCanSend(actor.getSnapshot())).toBe(false);
    clock.increment(499);
    expect(toSocket).toEqual([]);
    clock.increment(1);
    expect(toSocket).toEqual([{ type: 'socket.reconnect' }]);
    expect(actor.getSnapshot().matches({ reconnecting: 'afterServerClose' })).toBe(true);

    // Closed again before the connection settled: the next request waits twice as long.
    actor.send({ type: 'socket.disconnected', serverClosed: true });
    clock.increment(999);
    expect(toSocket).toHaveLength(1);
    clock.increment(1);
    expect(toSocket).toHaveLength(2);
  });

  it('after a server close, refreshes the chat list after the random delay and clears flags after 100 ms', () => {
    const { actor, clock, toParent } = setUp(0.5);
    actor.send({ type: 'socket.connected' });
    toParent.length = 0;
    actor.send({ type: 'socket.disconnected', serverClosed: true });
    clock.increment(500);
    actor.send({ type: 'socket.reconnected' });

    expect(selectCanSend(actor.getSnapshot())).toBe(true);
    expect(selectConnectionDown(actor.getSnapshot())).toBe(true);
    clock.increment(99);
    expect(selectConnectionDown(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(selectConnectionDown(actor.getSnapshot())).toBe(false);
    // The server-close streak ended with the stable connection: the next backoff is 0.5 s again.
    expect(actor.getSnapshot().context.serverCloses).toBe(0);

    clock.increment(30_000 - 100 - 1);
    expect(refreshes(toParent)).toBe(0);
    clock.increment(1);
    expect(refreshes(toParent)).toBe(1);
  });

  it('after a ping timeout, lets socket.io reconnect by itself and refreshes at once', () => {
    const { actor, clock, toParent, toSocket } = setUp();
    actor.send({ type: 'socket.connected' });
    toParent.length = 0;
    actor.send({ type: 'socket.disconnected', serverClosed: false });
    actor.send({ type: 'socket.reconnecting', attempt: 3 });
    expect(actor.getSnapshot().context.attempt).toBe(3);
    clock.increment(120_000);
    expect(toSocket).toEqual([]);
    actor.send({ type: 'socket.reconnected' });
    expect(refreshes(toParent)).toBe(1);
    expect(actor.getSnapshot().context.attempt).toBe(0);
  });

  it('drops a pending delayed refresh when the link goes down again (the next reconnect refreshes)', () => {
    const { actor, clock, toParent } = setUp(0.5);
    actor.send({ type: 'socket.connected' });
    toParent.length = 0;
    actor.send({ type: 'socket.disconnected', serverClosed: true });
    actor.send({ type: 'socket.reconnected' });
    clock.increment(10_000);
    actor.send({ type: 'socket.disconnected', serverClosed: false });
    clock.increment(60_000);
    expect(refreshes(toParent)).toBe(0);
    actor.send({ type: 'socket.reconnected' });
    expect(refreshes(toParent)).toBe(1);
  });

  it('routes a socket refusal once, to the overlays, through the retcode table (spec 1 §8)', () => {
    const { actor, toParent, toOverlays } = setUp();
    actor.send({ type: 'socket.failed', retcode: 100014, retmsg: 'logged out' });
    expect(toOverlays).toEqual([{ type: 'failure.route', endpoint: 'socket', retcode: 100014, retmsg: 'logged out' }]);
    expect(toParent).toEqual([]);
    expect(actor.getSnapshot().context.refusal).toEqual({ retcode: 100014, retmsg: 'logged out' });
    actor.send({ type: 'socket.connected' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('passes socket messages on and tells the parent when sending is possible again or blocked (spec 1 §4, §7)', () => {
    const { actor, toParent } = setUp();
    const types = () => toParent.map((event) => event.type);
    actor.send({ type: 'socket.connected' });
    expect(types()).toEqual(['chats.refresh', 'connection.restored', 'balance.refresh']);

    actor.send({ type: 'socket.message', message: SAMPLE_MESSAGE });
    expect(toParent.at(-1)).toEqual({ type: 'message.received', message: SAMPLE_MESSAGE });
    // issue 10: a code on a verification number goes on for the verification area.
    actor.send({ type: 'socket.codeSms', push: PUSHED_CODE });
    expect(toParent.at(-1)).toEqual({ type: 'sms.pushed', ...PUSHED_CODE });
    // issue 22 item 3: a committed charge or credit — the root shows the announced balance.
    actor.send({ type: 'socket.balance', balance: '4.9850' });
    expect(toParent.at(-1)).toEqual({ type: 'balance.changed', balance: '4.9850' });

    actor.send({ type: 'socket.disconnected', serverClosed: false });
    actor.send({ type: 'socket.reconnecting', attempt: 1 });
    actor.send({ type: 'socket.reconnected' });
    expect(types()).toEqual([
      'chats.refresh',
      'connection.restored',
      'balance.refresh',
      'message.received',
      'sms.pushed',
      'balance.changed',
      'connection.lost',
      'chats.refresh',
      'connection.restored',
      // Back after a gap: balance events may have been missed meanwhile, so the balance is read again.
      'balance.refresh',
    ]);
  });

  it("passes a conversation's read marker on for the chats area (issue 22 item 4)", () => {
    const { actor, toParent } = setUp();
    const marker = { ownFullNumber: '14155550100', otherFullNumber: '12025550101', readUpTo: 5, unread: 0 };
    actor.send({ type: 'socket.chatRead', marker });
    expect(toParent.at(-1)).toEqual({ type: 'chat.readElsewhere', marker });
  });

  it('passes deleted messages on for the chats area (issue 26 item 1)', () => {
    const { actor, toParent } = setUp();
    const deleted = { ownFullNumber: '14155550100', otherFullNumber: '12025550101', smsIds: ['sms-1'] };
    actor.send({ type: 'socket.messagesDeleted', deleted });
    expect(toParent.at(-1)).toEqual({ type: 'messages.deletedElsewhere', deleted });
  });

  it('passes a changed callback delivery to the open delivery console by its systemId, not to the root', () => {
    const { actor, toParent, toConsole } = setUp();
    actor.send({ type: 'socket.connected' });
    const delivery = {
      id: '7',
      event: 'codeSms',
      state: 'failed' as const,
      createdAt: 1_795_500_000_000,
      attempts: 8,
      nextAttemptAt: null,
      httpStatus: 500,
      latencyMs: 9,
      error: 'HTTP 500',
      url: 'https://example.com/hook',
      replayOf: null,
    };
    actor.send({ type: 'socket.callbackDelivery', delivery });
    expect(toConsole).toEqual([{ type: 'deliveries.changed', delivery }]);
    expect(toParent.some((event) => event.type.startsWith('deliveries'))).toBe(false);
  });
});
