/**
 * The outbox (issue 24 item 3, docs/chats-views.md 'The outbox'): texts written while the
 * connection is down wait, kept in the local store, and go one after another in the order written
 * — each with its own smsId — when it is back; a waiting one can be deleted and never goes.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { outboxMachine, queuedActorId } from '../../src/machines/chats/outbox/outbox.machine.ts';
import type { QueuedText } from '../../src/machines/chats/outbox/types.ts';
import type { OutgoingMessageOutput } from '../../src/machines/chats/outgoingMessage/types.ts';
import type { ChatMessage } from '../../src/services/chats/message.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';

type Snapshot = SnapshotFrom<typeof outboxMachine>;

const text = (smsId: string, body: string, createdAt: number): QueuedText => ({
  smsId,
  createdAt,
  fromNumber: '14155550100',
  toNumber: '13105550181',
  ownNumberType: 'local',
  text: body,
});
/** Written before the reload (kept in the store). */
const KEPT = text('kept-1', 'written before the reload', 1_000);
const FIRST = text('q-1', 'first', 2_000);
const SECOND = text('q-2', 'second', 3_000);

const copyOf = (queued: QueuedText, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  smsId: queued.smsId,
  date: queued.createdAt,
  direction: 'out',
  type: 'sms',
  text: queued.text,
  media: '',
  status: 1,
  highlightTarget: '',
  highlightText: '',
  ...extra,
});
const sent = (queued: QueuedText): OutgoingMessageOutput => ({
  outcome: 'sent',
  message: copyOf(queued, { status: 0, date: queued.createdAt + 10 }),
});
const failed = (queued: QueuedText): OutgoingMessageOutput => ({
  outcome: 'failed',
  message: copyOf(queued, { status: 2, unsent: true }),
  retcode: 400001,
  retmsg: 'no balance',
});

const ids = (s: Snapshot) => s.context.queue.map((queued) => queued.smsId);

const events = {
  'outbox.add': [{ text: FIRST }, { text: SECOND }],
  // Any waiting text, and one the outbox does not hold (deleted twice, or never queued).
  'outbox.discard': (s) => [...ids(s), 'unknown'].map((smsId) => ({ smsId })),
  'connection.lost': (s) => (s.context.connected ? [{}] : []),
  'connection.restored': (s) => (s.context.connected ? [] : [{}]),
  'xstate.done.actor.readOutbox': [{ output: [KEPT] }, { output: [] }],
  'xstate.error.actor.readOutbox': { error: new Error('store gone') },
  // The copy a queued text's actor shows ('Waiting to send', or sending once released).
  'outgoing.added': (s) => s.context.queue.slice(0, 1).map((queued) => ({ message: copyOf(queued, { queued: true }) })),
  'outgoing.settled': (s) =>
    s.matches('releasing')
      ? s.context.queue.slice(0, 1).flatMap((queued) => [
          { smsId: queued.smsId, output: sent(queued) },
          { smsId: queued.smsId, output: failed(queued) },
        ])
      : [],
} satisfies EventTable<typeof outboxMachine>;

const stepType = (replay: Replay) => replay.step.event.type;
const released = (replay: Replay, smsId: string) =>
  replay.received(queuedActorId(smsId)).filter((event) => event.type === 'outgoing.release');

/** Every queued text rests in its own outgoingMessage actor, made with its smsId, queued once. */
function checkQueuedActors(snapshot: Snapshot, replay: Replay) {
  for (const queued of snapshot.context.queue) {
    const call = replay.calls.findLast((c) => c.id === queuedActorId(queued.smsId));
    expect(call?.input).toMatchObject({
      smsId: queued.smsId,
      createdAt: queued.createdAt,
      fromNumber: queued.fromNumber,
      toNumber: queued.toNumber,
      content: { kind: 'text', text: queued.text },
    });
    expect(replay.running(queuedActorId(queued.smsId))).toBeDefined();
    expect(replay.received(queuedActorId(queued.smsId))[0]).toEqual({ type: 'outgoing.queue' });
  }
  // The order written: what was kept before the reload first, then the rest as added; one per smsId.
  const order = [KEPT, FIRST, SECOND].map((queued) => queued.smsId);
  const held = ids(snapshot);
  expect(held).toEqual(order.filter((smsId) => held.includes(smsId)));
}

/** What changed the queue is kept in the store once; what did not change it writes nothing. */
function checkPersisted(snapshot: Snapshot, replay: Replay) {
  const persisted = replay.effects.filter((effect) => effect.type === 'persist').length;
  const type = stepType(replay);
  if (type === 'xstate.done.actor.readOutbox' || type === 'xstate.error.actor.readOutbox') {
    expect(persisted).toBe(1);
    return;
  }
  const changed = replay.previous !== undefined && ids(replay.previous).join() !== ids(snapshot).join();
  expect(persisted).toBe(changed && !snapshot.matches('restoring') ? 1 : 0);
}

/** A deleted text's actor is stopped: it never goes. */
function checkDiscarded(snapshot: Snapshot, replay: Replay) {
  if (stepType(replay) !== 'outbox.discard' || !replay.previous) return;
  const { smsId } = replay.step.event as { type: string; smsId: string };
  const wasFirstOnItsWay = replay.previous.matches('releasing') && ids(replay.previous)[0] === smsId;
  if (!ids(replay.previous).includes(smsId) || wasFirstOnItsWay) {
    // Unknown, or already on its way (released, it is not taken back): nothing changes.
    expect(ids(snapshot)).toEqual(ids(replay.previous));
    return;
  }
  expect(ids(snapshot)).not.toContain(smsId);
  expect(replay.running(queuedActorId(smsId))).toBeUndefined();
  expect(released(replay, smsId)).toHaveLength(0);
}

/** A copy shown by a queued text's actor goes to the chats chart with its conversation. */
function checkRelayed(snapshot: Snapshot, replay: Replay) {
  if (stepType(replay) !== 'outgoing.added') return;
  const { message } = replay.step.event as { type: string; message: ChatMessage };
  const queued = snapshot.context.queue.find((q) => q.smsId === message.smsId);
  expect(replay.effects.filter((e) => e.type === 'relayMessage')).toEqual([
    { type: 'relayMessage', params: expect.objectContaining({ message }) },
  ]);
  expect(queued).toBeDefined();
}

/** A settled text leaves the queue, and its outcome goes to the chats chart (sent, or failed with Retry/Delete). */
function checkSettled(snapshot: Snapshot, replay: Replay) {
  if (stepType(replay) !== 'outgoing.settled' || !replay.previous) return;
  const { smsId, output } = replay.step.event as { type: string; smsId: string; output: OutgoingMessageOutput };
  expect(ids(replay.previous)[0]).toBe(smsId);
  expect(ids(snapshot)).toEqual(ids(replay.previous).slice(1));
  expect(replay.effects).toContainEqual({ type: 'notifySettled', params: expect.objectContaining({ smsId, output }) });
  expect(replay.running(queuedActorId(smsId))).toBeUndefined();
}

const checks = {
  restoring: (snapshot, replay) => {
    // The kept queue is read first; nothing goes before it is in (the order written).
    expect(replay.running('readOutbox')).toBeDefined();
    for (const smsId of ids(snapshot)) expect(released(replay, smsId)).toHaveLength(0);
    checkQueuedActors(snapshot, replay);
    checkPersisted(snapshot, replay);
    checkDiscarded(snapshot, replay);
    checkRelayed(snapshot, replay);
  },
  holding: (snapshot, replay) => {
    // Nothing on its way: either nothing waits or the connection is down (spec 1 §4 → "sending waits").
    expect(snapshot.context.connected && snapshot.context.queue.length > 0).toBe(false);
    for (const smsId of ids(snapshot)) expect(released(replay, smsId)).toHaveLength(0);
    checkQueuedActors(snapshot, replay);
    checkPersisted(snapshot, replay);
    checkDiscarded(snapshot, replay);
    checkRelayed(snapshot, replay);
    checkSettled(snapshot, replay);
  },
  releasing: (snapshot, replay) => {
    // Only the first goes, once; the others wait for it to settle (one after another, in order).
    const [first, ...rest] = ids(snapshot);
    expect(first).toBeDefined();
    expect(released(replay, first as string)).toHaveLength(1);
    for (const smsId of rest) expect(released(replay, smsId)).toHaveLength(0);
    checkQueuedActors(snapshot, replay);
    checkPersisted(snapshot, replay);
    checkDiscarded(snapshot, replay);
    checkRelayed(snapshot, replay);
    checkSettled(snapshot, replay);
    // The one on its way hears the connection too (it is sent again with its smsId when back).
    const type = stepType(replay);
    if (type === 'connection.lost' || type === 'connection.restored')
      expect(replay.received(queuedActorId(first as string)).at(-1)).toEqual({ type });
  },
} satisfies Checks<typeof outboxMachine>;

testModel({
  name: 'outbox',
  machine: outboxMachine,
  inputs: [{ connected: false }, { connected: true }],
  events,
  checks,
  actions: { logReadFailure: () => {} },
  serialize: (snapshot) => ({ connected: snapshot.context.connected, queue: ids(snapshot) }),
});
