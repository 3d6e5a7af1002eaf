import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { CHAT_SWITCH_MS, chatsMachine } from '../../src/machines/chats/chats.machine.ts';
import {
  chatListOf,
  deleteDialogOf,
  openChatKeyOf,
  unreadBadgeOf,
  unreadTotalOf,
} from '../../src/machines/chats/toView.ts';
import type { OutgoingMessageOutput } from '../../src/machines/outgoingMessage/types.ts';
import type { ChatListItem, ChatMessageEvent } from '../../src/services/api/contract/messaging.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { conversationKeyOf } from '../../src/services/chats/conversationKey.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';

type Snapshot = SnapshotFrom<typeof chatsMachine>;

const OWN = '12025550100';
const ANNA = '12025550199';
const BORIS = '12025550188';
const KEY_A = `${OWN}-${ANNA}`;
const KEY_B = `${OWN}-${BORIS}`;

function row(other: string, date: number, text: string): ChatListItem {
  return {
    ownFullNumber: OWN,
    ownTelCode: '1',
    ownNumber: OWN.slice(1),
    otherFullNumber: other,
    otherTelCode: '1',
    otherNumber: other.slice(1),
    date,
    text,
    media: '',
    type: 'sms',
    smsId: `s${date}`,
    direction: 'in',
    status: 0,
    deleted: false,
  };
}

function socketMessage(other: string, direction: 'in' | 'out', time: number): ChatMessageEvent {
  const [from, to] = direction === 'in' ? [other, OWN] : [OWN, other];
  return {
    fromNumber: from,
    toNumber: to,
    fromPhone: from.slice(1),
    toPhone: to.slice(1),
    fromTelCode: '1',
    toTelCode: '1',
    direction,
    msgType: 'sms',
    text: `hello ${time}`,
    media: '',
    smsId: `m${time}`,
    time,
    highlightTarget: '',
    highlightText: '',
  };
}

const LIST = ok({ chatList: [row(BORIS, 200, 'b'), row(ANNA, 100, 'a')], syncTime: 1_000 });
const CHANGES = ok({
  chatList: [{ ...row(BORIS, 10_000, 'b'), deleted: true as const }].map(
    ({ text: _t, media: _m, type: _ty, smsId: _s, direction: _d, status: _st, ...tomb }) => tomb,
  ),
  syncTime: 2_000,
});
const NUMBERS = ok({
  virtualPhones: [
    { phone: OWN.slice(1), telCode: '1', fullNumber: OWN, type: 'Hosting' as const, numberName: '', notes: '' },
  ],
});
const IN_A = socketMessage(ANNA, 'in', 500);
const IN_B = socketMessage(BORIS, 'in', 600);
const ECHO_A = socketMessage(ANNA, 'out', 700);
const SENT: OutgoingMessageOutput = {
  outcome: 'sent',
  message: {
    smsId: 'web-1',
    date: 800,
    direction: 'out',
    type: 'sms',
    text: 'sent',
    media: '',
    status: 0,
    highlightTarget: '',
    highlightText: '',
  },
};
const unexpected = { error: new Error('unexpected failure') };

// ── when the world may act ──────────────────────────────────────────────────

const listReady = (s: Snapshot) => s.matches({ list: 'ready' });
const calm = (s: Snapshot) => listReady(s) && s.matches({ deletion: 'idle' });
const isOpen = (s: Snapshot) => s.matches({ chat: 'open' });

const events = {
  'chat.open': (s) => {
    if (!calm(s)) return [];
    if (s.matches({ chat: 'none' })) return [{ key: KEY_A }];
    return s.context.chosenKey === KEY_A ? [{ key: KEY_B }, { key: KEY_A }] : [];
  },
  'chat.close': (s) => (calm(s) ? [{}] : []),
  'composer.focus': (s) => (calm(s) && isOpen(s) ? [{}] : []),
  'window.blur': (s) => (calm(s) && isOpen(s) && s.context.chosenKey === KEY_A ? [{}] : []),
  'window.focus': (s) => (calm(s) ? [{}] : []),
  'conversation.scrolled': (s) =>
    calm(s) && isOpen(s) && s.context.chosenKey === KEY_A ? [{ nearBottom: !s.context.nearBottom }] : [],
  'message.received': (s) => {
    if (!calm(s) || unreadTotalOf(s) >= 2 || !s.matches({ numbers: 'ready' })) return [];
    if (s.matches({ chat: 'none' })) return [{ message: IN_B }, { message: ECHO_A }];
    return isOpen(s) && s.context.chosenKey === KEY_A ? [{ message: IN_A }, { message: ECHO_A }] : [];
  },
  'chats.refresh': (s) => {
    if (s.matches({ list: 'failed' }) || s.matches({ numbers: 'failed' })) return [{}];
    if (!calm(s) || s.context.syncTime !== 1_000) return [];
    return s.matches({ chat: 'none' }) || isOpen(s) ? [{}] : [];
  },
  'connection.lost': (s) => (calm(s) && (isOpen(s) || s.matches({ chat: 'none' })) && s.context.connected ? [{}] : []),
  'connection.restored': (s) => (calm(s) && !s.context.connected ? [{}] : []),
  'chat.delete.request': (s) =>
    calm(s) && unreadTotalOf(s) === 0 && (s.matches({ chat: 'none' }) || isOpen(s))
      ? [{ key: KEY_A }, { key: 'nobody' }]
      : [],
  'chat.delete.confirm': {},
  'chat.delete.cancel': {},
  'conversation.outgoingSettled': (s) =>
    calm(s) && isOpen(s) && s.context.list[0]?.date !== 800
      ? [{ ownFullNumber: OWN, otherFullNumber: ANNA, output: SENT }]
      : [],
  'api.failure': (s) =>
    calm(s) && isOpen(s) ? [{ endpoint: 'getDialogList', retcode: RETCODE.NOT_FOUND, retmsg: 'gone' }] : [],
  'xstate.done.actor.loadMyNumbers': (s) =>
    s.matches({ list: 'loading' }) ? [{ output: NUMBERS }, { output: networkFailure }] : [{ output: NUMBERS }],
  'xstate.error.actor.loadMyNumbers': (s) => (s.matches({ list: 'loading' }) ? [unexpected] : []),
  'xstate.done.actor.loadChatList': (s) =>
    s.matches({ numbers: 'loading' }) ? [] : [{ output: LIST }, { output: refused(RETCODE.SERVICE_UNAVAILABLE) }],
  'xstate.error.actor.loadChatList': (s) => (s.matches({ numbers: 'loading' }) ? [] : [unexpected]),
  'xstate.done.actor.loadChatChanges': [{ output: CHANGES }, { output: networkFailure }],
  'xstate.error.actor.loadChatChanges': unexpected,
  'xstate.done.actor.deleteConversation': [{ output: ok({ deleted: 3 }) }, { output: refused(RETCODE.NOT_FOUND) }],
  'xstate.error.actor.deleteConversation': unexpected,
} satisfies EventTable<typeof chatsMachine>;

// ── what each state promises ─────────────────────────────────────────────────

type Event = { type: string; output?: unknown; message?: ChatMessageEvent; key?: string };
const stepEvent = (replay: Replay) => replay.step.event as Event;
const effects = (replay: Replay, type: string) => replay.effects.filter((e) => e.type === type);

/** spec 1 §4 Incoming messages, Unread count: read, counted, notified — by the state before it arrived. */
function checkIncoming(snapshot: Snapshot, replay: Replay) {
  const e = stepEvent(replay);
  const before = replay.previous as Snapshot | undefined;
  if (e.type !== 'message.received' || !e.message || !before) return;
  const key = e.message.direction === 'in' ? `${OWN}-${e.message.fromNumber}` : `${OWN}-${e.message.toNumber}`;
  const open = before.matches({ chat: 'open' }) && before.context.chosenKey === key;
  const front = open && before.matches({ page: 'focused' });
  const read = e.message.direction === 'out' || (front && before.context.nearBottom);
  expect(snapshot.context.unread[key] ?? 0).toBe((before.context.unread[key] ?? 0) + (read ? 0 : 1));
  expect(effects(replay, 'notifyMessage')).toHaveLength(e.message.direction === 'in' && !front ? 1 : 0);
  expect(effects(replay, 'reportUnreadTotal')).toHaveLength(read ? 0 : 1);
  // The conversation's row carries its newest message (a late one never moves it back in time).
  const earlier = before.context.list.find((r) => conversationKeyOf(r) === key);
  const newest = earlier && earlier.date > e.message.time ? earlier : { date: e.message.time, text: e.message.text };
  expect(chatListOf(snapshot).find((r) => conversationKeyOf(r) === key)).toMatchObject({
    date: newest.date,
    text: newest.text,
  });
  if (open) expect(replay.received('conversation').at(-1)).toMatchObject({ type: 'message.received' });
}

function checkUnread(snapshot: Snapshot) {
  for (const [key, count] of Object.entries(snapshot.context.unread)) {
    expect(count).toBeGreaterThan(0);
    expect(unreadBadgeOf(snapshot, key)).toBe(String(count));
  }
}

const checks = {
  'list.loading': (_snapshot, replay) => {
    expect(replay.running('loadChatList')).toBeDefined();
  },
  'list.failed': (snapshot, replay) => {
    expect(replay.running('loadChatList')).toBeUndefined();
    expect(chatListOf(snapshot)).toEqual([]);
  },
  'list.ready.idle': (snapshot, replay) => {
    checkUnread(snapshot);
    const keys = chatListOf(snapshot).map(conversationKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
    const dates = chatListOf(snapshot).map((r) => r.date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const e = stepEvent(replay);
    if (e.type === 'xstate.done.actor.loadChatList') {
      expect(keys).toEqual([KEY_B, KEY_A]);
      expect(snapshot.context.syncTime).toBe(1_000);
    }
    if (e.type === 'xstate.done.actor.loadChatChanges' && (e.output as { ok: boolean }).ok) {
      // The tombstone removed Boris's conversation.
      expect(keys).not.toContain(KEY_B);
      expect(snapshot.context.syncTime).toBe(2_000);
    }
    if (e.type === 'conversation.outgoingSettled')
      expect(chatListOf(snapshot)[0]).toMatchObject({ date: 800, text: 'sent' });
  },
  'list.ready.syncing': (snapshot, replay) => {
    expect(replay.running('loadChatChanges')?.input).toEqual({ since: snapshot.context.syncTime });
  },
  'numbers.loading': (_snapshot, replay) => expect(replay.running('loadMyNumbers')).toBeDefined(),
  'numbers.failed': (snapshot) => expect(snapshot.context.numbers).toEqual([]),
  'numbers.ready': (snapshot) => expect(snapshot.context.numbers).toHaveLength(1),
  'chat.none': (snapshot, replay) => {
    expect(openChatKeyOf(snapshot)).toBeNull();
    expect(replay.running('conversation')).toBeUndefined();
    if (
      stepEvent(replay).type === 'xstate.done.actor.deleteConversation' &&
      replay.previous?.matches({ chat: 'open' })
    ) {
      // The open chat closes with its deleted conversation.
      expect(replay.previous.context.chosenKey).toBe(KEY_A);
      expect((stepEvent(replay).output as { ok: boolean }).ok).toBe(true);
    }
  },
  'chat.switching': (snapshot, replay) => {
    // spec 1 §4: the switch waits 300 ms; no conversation runs meanwhile.
    expect(openChatKeyOf(snapshot)).toBeNull();
    expect(replay.running('conversation')).toBeUndefined();
    const e = stepEvent(replay);
    if (e.type === 'chat.open') expect(snapshot.context.chosenKey).toBe(e.key);
  },
  'chat.open': (snapshot, replay) => {
    const key = snapshot.context.chosenKey;
    expect(openChatKeyOf(snapshot)).toBe(key);
    expect(replay.running('conversation')).toBeDefined();
    const e = stepEvent(replay);
    if (e.type.startsWith('xstate.after.chatSwitch')) {
      expect(replay.elapsed).toBe(CHAT_SWITCH_MS);
      // spec 1 §4: opening clears the unread count; the conversation gets its parties.
      expect(snapshot.context.unread[key ?? '']).toBeUndefined();
      expect(replay.running('conversation')?.input).toEqual({ connected: snapshot.context.connected });
      const ownNumberType = snapshot.context.numbers.length > 0 ? 'Hosting' : 'local';
      expect(replay.received('conversation')).toEqual([
        {
          type: 'conversation.choose',
          parties: { ownFullNumber: OWN, otherFullNumber: key?.split('-')[1], ownNumberType },
        },
      ]);
    }
    if (e.type === 'composer.focus') expect(snapshot.context.unread[key ?? '']).toBeUndefined();
    if (e.type === 'chats.refresh') {
      expect(replay.received('conversation').at(-1)).toEqual({ type: 'conversation.catchUp' });
    }
    if (e.type === 'connection.lost' || e.type === 'connection.restored') {
      expect(replay.received('conversation').at(-1)).toEqual({ type: e.type });
    }
    if (e.type === 'api.failure') expect(effects(replay, 'forwardFailure')).toHaveLength(1);
    if (e.type === 'conversation.outgoingSettled') expect(effects(replay, 'notifySettled')).toHaveLength(1);
    if (e.type === 'conversation.scrolled' && (e as unknown as { nearBottom: boolean }).nearBottom) {
      if (snapshot.matches({ page: 'focused' })) expect(snapshot.context.unread[key ?? '']).toBeUndefined();
    }
  },
  'page.focused': (snapshot, replay) => {
    checkIncoming(snapshot, replay);
    if (stepEvent(replay).type === 'window.focus' && isOpen(snapshot) && snapshot.context.nearBottom) {
      expect(snapshot.context.unread[snapshot.context.chosenKey ?? '']).toBeUndefined();
    }
  },
  'page.blurred': (snapshot, replay) => checkIncoming(snapshot, replay),
  'deletion.idle': (snapshot, replay) => {
    expect(deleteDialogOf(snapshot)).toBeNull();
    expect(snapshot.context.deleteKey).toBeNull();
    const e = stepEvent(replay);
    if (e.type === 'xstate.done.actor.deleteConversation') {
      const deleted = (e.output as { ok: boolean }).ok;
      // spec 1 §4 Deleting: gone from the list and memory; the root wipes local storage.
      expect(chatListOf(snapshot).map(conversationKeyOf).includes(KEY_A)).toBe(!deleted);
      expect(effects(replay, 'notifyDeleted')).toHaveLength(deleted ? 1 : 0);
    }
  },
  'deletion.confirming': (snapshot) => {
    expect(deleteDialogOf(snapshot)).toBe('confirm');
    expect(snapshot.context.deleteKey).toBe(KEY_A);
  },
  'deletion.deleting': (snapshot, replay) => {
    expect(deleteDialogOf(snapshot)).toBe('deleting');
    expect(replay.running('deleteConversation')?.input).toEqual({ ownFullNumber: OWN, otherFullNumber: ANNA });
  },
} satisfies Checks<typeof chatsMachine>;

testModel({
  name: 'chats',
  machine: chatsMachine,
  input: { connected: true },
  events,
  checks,
  actions: { reportFailure: () => {} },
  serialize: (snapshot) => ({
    list: snapshot.context.list.map((r) => `${conversationKeyOf(r)}@${r.date}`).join(),
    syncTime: snapshot.context.syncTime,
    numbers: snapshot.context.numbers.length,
    unread: snapshot.context.unread,
    chosen: snapshot.context.chosenKey,
    nearBottom: snapshot.context.nearBottom,
    connected: snapshot.context.connected,
    deleteKey: snapshot.context.deleteKey,
  }),
});
