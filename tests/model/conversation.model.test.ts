import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { conversationMachine, SEND_HIGHLIGHT_MS } from '../../src/machines/conversation/conversation.machine.ts';
import type { ChatMessage } from '../../src/machines/conversation/message.ts';
import {
  dialogStatusOf,
  isComposerEnabled,
  isLoadingOlder,
  isSendHighlighted,
  messagesOf,
} from '../../src/machines/conversation/toView.ts';
import type { ConversationParties, DialogPageResult } from '../../src/machines/conversation/types.ts';
import type { OutgoingMessageOutput } from '../../src/machines/outgoingMessage/types.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';

type Snapshot = SnapshotFrom<typeof conversationMachine>;

const PARTIES: ConversationParties = {
  ownFullNumber: '12025550100',
  otherFullNumber: '12025550199',
  ownNumberType: 'local',
};

function message(smsId: string, date: number, status: 0 | 1 | 2 = 0, direction: 'in' | 'out' = 'in'): ChatMessage {
  return {
    smsId,
    date,
    direction,
    type: 'sms',
    text: smsId,
    media: '',
    status,
    highlightTarget: '',
    highlightText: '',
  };
}

const page = (messages: ChatMessage[], nextStartTime: number | null): DialogPageResult =>
  ok({ messages: [...messages].sort((a, b) => b.date - a.date), nextStartTime });

const NEWEST_PAGE = page([message('a1', 200), message('a2', 300)], 150);
const OLDER_PAGE = page([message('a0', 100)], null);
const CATCH_UP_1 = page([message('a4', 500)], 450);
const CATCH_UP_2 = page([message('a3', 400)], null);
const INCOMING = message('in-1', 600);
const LOCAL = message('web-1', 700, 1, 'out');
const SECOND = message('web-2', 705, 1, 'out');
const SENT: OutgoingMessageOutput = { outcome: 'sent', message: { ...LOCAL, status: 0, date: 710 } };
const FAILED: OutgoingMessageOutput = {
  outcome: 'failed',
  message: { ...LOCAL, status: 2 },
  retcode: RETCODE.INSUFFICIENT_BALANCE,
  retmsg: 'no balance',
  followUp: 'noCredit',
};
const unexpected = { error: new Error('unexpected failure') };

// ── when the world may act ──────────────────────────────────────────────────

const ready = (s: Snapshot) => s.matches({ dialog: 'ready' });
const quiet = (s: Snapshot) =>
  ready(s) &&
  s.matches({ dialog: { ready: { history: 'idle', sync: 'idle', deletion: 'idle' } } }) &&
  s.matches({ picker: 'closed' }) &&
  s.matches({ sendButton: 'plain' }) &&
  s.context.pending.length === 0;
const holds = (s: Snapshot, smsId: string) => s.context.messages.some((m) => m.smsId === smsId);

const events = {
  'conversation.choose': (s) => (s.matches({ dialog: 'noPerson' }) ? [{ parties: PARTIES }] : []),
  'conversation.reload': (s) => (s.matches({ dialog: 'failed' }) ? [{}] : []),
  'conversation.loadOlder': (s) => (quiet(s) ? [{}] : []),
  'conversation.catchUp': (s) =>
    quiet(s) || (s.matches({ dialog: { ready: { sync: 'catchingUp' } } }) && s.context.catchUpCursor === null)
      ? [{}]
      : [],
  'message.received': (s) =>
    (s.matches({ dialog: 'loading' }) || quiet(s)) && !holds(s, INCOMING.smsId) ? [{ message: INCOMING }] : [],
  'message.delete': (s) => (quiet(s) && holds(s, 'a2') ? [{ smsId: 'a2' }, { smsId: 'unknown' }] : []),
  'composer.send': (s) => {
    if ((quiet(s) || s.matches({ picker: 'picking' })) && !holds(s, LOCAL.smsId))
      return [{ smsId: LOCAL.smsId, createdAt: LOCAL.date, content: { kind: 'text', text: LOCAL.text } }];
    // A second send while the button still highlights restarts the 600 ms.
    if (s.matches({ sendButton: 'highlighted' }) && s.context.pending.length === 1 && !holds(s, LOCAL.smsId))
      return [{ smsId: SECOND.smsId, createdAt: SECOND.date, content: { kind: 'text', text: SECOND.text } }];
    return [];
  },
  'numbers.pick.open': (s) => (quiet(s) && !holds(s, LOCAL.smsId) ? [{}] : []),
  'numbers.pick.close': {},
  'connection.lost': (s) => (s.context.pending.length > 0 && s.context.connected ? [{}] : []),
  'connection.restored': (s) => (s.context.pending.length > 0 && !s.context.connected ? [{}] : []),
  'outgoing.added': (s) =>
    s.context.pending.includes(LOCAL.smsId) && !holds(s, LOCAL.smsId) ? [{ message: LOCAL }] : [],
  'outgoing.settled': (s) =>
    s.context.pending.length === 1 &&
    s.context.pending.includes(LOCAL.smsId) &&
    holds(s, LOCAL.smsId) &&
    s.context.connected
      ? [
          { smsId: LOCAL.smsId, output: SENT },
          { smsId: LOCAL.smsId, output: FAILED },
        ]
      : [],
  'sendButton.highlight': [],
  'xstate.done.actor.loadDialogPage': [{ output: NEWEST_PAGE }, { output: refused(RETCODE.NOT_FOUND) }],
  'xstate.error.actor.loadDialogPage': unexpected,
  'xstate.done.actor.loadOlderPage': [{ output: OLDER_PAGE }, { output: networkFailure }],
  'xstate.error.actor.loadOlderPage': unexpected,
  'xstate.done.actor.catchUpPage': (s) =>
    s.context.catchUpCursor === null ? [{ output: CATCH_UP_1 }, { output: networkFailure }] : [{ output: CATCH_UP_2 }],
  'xstate.error.actor.catchUpPage': unexpected,
  'xstate.done.actor.deleteMessage': [{ output: ok({ deleted: 1 }) }, { output: refused(RETCODE.NOT_FOUND) }],
  'xstate.error.actor.deleteMessage': unexpected,
} satisfies EventTable<typeof conversationMachine>;

// ── what each state promises ─────────────────────────────────────────────────

type Event = { type: string; output?: unknown; smsId?: string };
const stepEvent = (replay: Replay) => replay.step.event as Event;
const toParentEffects = (replay: Replay, type: string) => replay.effects.filter((e) => e.type === type);

/** Oldest first, one per smsId (spec 1 §2; issue 3 deliverable 6: nothing twice). */
function checkMessages(snapshot: Snapshot) {
  const messages = messagesOf(snapshot);
  const dates = messages.map((m) => m.date);
  expect(dates).toEqual([...dates].sort((a, b) => a - b));
  expect(new Set(messages.map((m) => m.smsId)).size).toBe(messages.length);
}

function checkComposer(snapshot: Snapshot) {
  const expected =
    ready(snapshot) &&
    snapshot.matches({ dialog: { ready: { deletion: 'idle' } } }) &&
    snapshot.matches({ picker: 'closed' });
  expect(isComposerEnabled(snapshot)).toBe(expected);
}

const checks = {
  'dialog.noPerson': (snapshot, replay) => {
    // spec 1 §4 Chat input: disabled until a person is chosen.
    expect(isComposerEnabled(snapshot)).toBe(false);
    expect(snapshot.context.parties).toBeNull();
    expect(replay.calls).toHaveLength(0);
  },
  'dialog.loading': (snapshot, replay) => {
    checkMessages(snapshot);
    expect(isComposerEnabled(snapshot)).toBe(false);
    expect(dialogStatusOf(snapshot)).toBe('loading');
    expect(replay.running('loadDialogPage')?.input).toEqual({
      ownFullNumber: PARTIES.ownFullNumber,
      otherFullNumber: PARTIES.otherFullNumber,
      since: null,
      startTime: null,
    });
  },
  'dialog.failed': (snapshot, replay) => {
    expect(dialogStatusOf(snapshot)).toBe('failed');
    expect(isComposerEnabled(snapshot)).toBe(false);
    const e = stepEvent(replay);
    if (e.type === 'xstate.done.actor.loadDialogPage') {
      expect(toParentEffects(replay, 'reportFailure')).toEqual([
        { type: 'reportFailure', params: { endpoint: 'getDialogList', failure: e.output } },
      ]);
    }
  },
  'dialog.ready.history.idle': (snapshot, replay) => {
    checkMessages(snapshot);
    checkComposer(snapshot);
    expect(isLoadingOlder(snapshot)).toBe(false);
    const e = stepEvent(replay);
    if (e.type === 'xstate.done.actor.loadDialogPage') {
      // The newest page, oldest first, with the cursor of the next older one.
      expect(messagesOf(snapshot).map((m) => m.smsId)).toEqual(
        [...(replay.previous?.context.messages ?? []), message('a1', 200), message('a2', 300)]
          .sort((a, b) => a.date - b.date)
          .map((m) => m.smsId),
      );
      expect(snapshot.context.olderCursor).toBe(150);
    }
    if (e.type === 'xstate.done.actor.loadOlderPage' && (e.output as DialogPageResult).ok) {
      expect(messagesOf(snapshot)[0]?.smsId).toBe('a0');
      expect(snapshot.context.olderCursor).toBeNull();
    }
  },
  'dialog.ready.history.loadingOlder': (snapshot, replay) => {
    expect(isLoadingOlder(snapshot)).toBe(true);
    expect(replay.running('loadOlderPage')?.input).toMatchObject({ since: null, startTime: 150 });
  },
  'dialog.ready.sync.idle': (snapshot, replay) => {
    expect(snapshot.context.catchUpSince).toBeNull();
    const e = stepEvent(replay);
    if (e.type === 'xstate.done.actor.catchUpPage' && (e.output as DialogPageResult).ok) {
      // Everything missed while away, once each.
      for (const id of ['a3', 'a4']) expect(holds(snapshot, id)).toBe(true);
    }
    if (e.type === 'message.received') expect(holds(snapshot, INCOMING.smsId)).toBe(true);
  },
  'dialog.ready.sync.catchingUp': (snapshot, replay) => {
    // Since the newest date held when it started; page by page.
    const since = snapshot.context.catchUpSince;
    if (stepEvent(replay).type === 'conversation.catchUp') {
      expect(since).toBe(messagesOf(snapshot).at(-1)?.date ?? 0);
    }
    expect(replay.running('catchUpPage')?.input).toEqual({
      ownFullNumber: PARTIES.ownFullNumber,
      otherFullNumber: PARTIES.otherFullNumber,
      since,
      startTime: snapshot.context.catchUpCursor,
    });
  },
  'dialog.ready.deletion.idle': (snapshot, replay) => {
    expect(snapshot.context.deleting).toBeNull();
    const e = stepEvent(replay);
    if (e.type === 'xstate.done.actor.deleteMessage') {
      const deleted = (e.output as { ok: boolean }).ok;
      // spec 1 §4 Deleting: the message goes; the chat list reads its changes.
      expect(holds(snapshot, 'a2')).toBe(!deleted);
      expect(toParentEffects(replay, 'requestChatListRefresh')).toHaveLength(deleted ? 1 : 0);
    }
  },
  'dialog.ready.deletion.deleting': (snapshot, replay) => {
    expect(isComposerEnabled(snapshot)).toBe(false);
    expect(replay.running('deleteMessage')?.input).toEqual({ smsId: 'a2', date: 300 });
  },
  'picker.closed': (snapshot) => checkComposer(snapshot),
  'picker.picking': (snapshot, replay) => {
    // spec 1 §4 Chat input: no send while numbers are being picked.
    expect(isComposerEnabled(snapshot)).toBe(false);
    if (stepEvent(replay).type === 'composer.send') expect(replay.callsInStep).toHaveLength(0);
  },
  'sendButton.plain': (snapshot, replay) => {
    expect(isSendHighlighted(snapshot)).toBe(false);
    if (stepEvent(replay).type.startsWith('xstate.after.sendHighlight')) expect(replay.elapsed).toBe(SEND_HIGHLIGHT_MS);
  },
  'sendButton.highlighted': (snapshot, replay) => {
    expect(isSendHighlighted(snapshot)).toBe(true);
    const e = stepEvent(replay);
    if (e.type === 'composer.send') {
      // An outgoing message actor per send, told to go at once, with the chat's numbers.
      const send = e as unknown as { smsId: string; createdAt: number; content: unknown };
      expect(replay.running(`outgoing:${send.smsId}`)?.input).toEqual({
        smsId: send.smsId,
        createdAt: send.createdAt,
        fromNumber: PARTIES.ownFullNumber,
        toNumber: PARTIES.otherFullNumber,
        ownNumberType: 'local',
        content: send.content,
        connected: true,
      });
      expect(replay.received(`outgoing:${send.smsId}`)).toEqual([{ type: 'outgoing.send' }]);
      if (replay.previous?.matches({ sendButton: 'highlighted' })) expect(replay.elapsed).toBe(0);
    }
  },
} satisfies Checks<typeof conversationMachine>;

/** Checks that hold in any state: outgoing messages and their settling (spec 1 §4 Outgoing message status). */
function checkOutgoing(snapshot: Snapshot, replay: Replay) {
  const e = stepEvent(replay);
  const id = `outgoing:${LOCAL.smsId}`;
  if (e.type === 'outgoing.added') expect(messagesOf(snapshot).find((m) => m.smsId === LOCAL.smsId)?.status).toBe(1);
  if (e.type === 'connection.lost' || e.type === 'connection.restored') {
    expect(replay.received(id).at(-1)).toEqual({ type: e.type });
  }
  if (e.type === 'outgoing.settled') {
    const output = (e as unknown as { output: OutgoingMessageOutput }).output;
    if (output.outcome === 'sent' || output.outcome === 'failed') {
      expect(messagesOf(snapshot).find((m) => m.smsId === LOCAL.smsId)).toEqual(output.message);
    }
    expect(snapshot.context.pending).not.toContain(LOCAL.smsId);
    expect(replay.running(id)).toBeUndefined();
    expect(toParentEffects(replay, 'notifySettled')).toEqual([{ type: 'notifySettled', params: e }]);
  }
}

const withOutgoing = Object.fromEntries(
  Object.entries(checks).map(([leaf, check]) => [
    leaf,
    (snapshot: Snapshot, replay: Replay) => {
      check(snapshot as never, replay as never);
      if (leaf === 'picker.closed' || leaf === 'picker.picking') checkOutgoing(snapshot, replay);
    },
  ]),
) as typeof checks;

testModel({
  name: 'conversation',
  machine: conversationMachine,
  input: { connected: true },
  events,
  checks: withOutgoing,
  actions: { reportFailure: () => {} },
  serialize: (snapshot) => ({
    messages: snapshot.context.messages.map((m) => `${m.smsId}:${m.status}`).join(),
    olderCursor: snapshot.context.olderCursor,
    catchUpCursor: snapshot.context.catchUpCursor,
    pending: snapshot.context.pending,
    connected: snapshot.context.connected,
    deleting: snapshot.context.deleting?.smsId ?? null,
  }),
});
