/**
 * Model-based test of the notifier (spec 1 §1): a notification at once, the sound one second
 * later, one pending sound however many messages arrive meanwhile. issue 22 item 6: permission is
 * asked only from the person's click on 'Enable notifications' (offered while undecided), a chat
 * message's notification carries its conversation (tag, and where a click leads), and a click
 * asks the root to open that chat.
 */
import { expect } from 'vitest';
import { NOTIFICATION_SOUND_DELAY_MS, notifierMachine } from '../../src/machines/shell/notifier/notifier.machine.ts';
import { enableNotificationsOffer } from '../../src/machines/shell/notifier/toView.ts';
import { chatMessageEvent } from '../support/chatFixtures.ts';
import { type Checks, type Replay, testModel } from '../support/model.ts';

const FIRST = { title: '+1 202 555 0101', body: { text: 'Are we still on for today?' } };
const SECOND = { title: 'Ada', body: { messageKey: 'chats.marker.image' as const } };
const MESSAGE = chatMessageEvent({
  fromNumber: '12025550101',
  fromPhone: '2025550101',
  text: 'Are we still on for today?',
});
/** spec 1 §3: the own number first — the receiver of an inbound message. */
const CHAT_KEY = '13125550101-12025550101';
/** spec 1 §1: a chat message is titled with the contact's name, else the number in the product's format. */
const WORDED: Record<string, unknown> = {
  Ada: { title: 'Ada', body: { text: 'Are we still on for today?' }, chatKey: CHAT_KEY },
  null: { ...FIRST, chatKey: CHAT_KEY },
};

/** A message shows its notification at once, with its own title and text. */
function notificationShownFor(replay: Replay) {
  const { type, ...event } = replay.step.event as { type: string; senderName?: string | null };
  if (type !== 'notify.incoming' && type !== 'notify.message') return;
  const content = type === 'notify.message' ? WORDED[String(event.senderName)] : event;
  expect(replay.effects).toContainEqual({ type: 'showNotification', params: content });
  expect(replay.effects.some((effect) => effect.type === 'playSound')).toBe(false);
}

/** Permission is never asked but from the person's click (issue 22 item 6). */
function askedOnlyOnRequest(replay: Replay) {
  const asked = replay.callsInStep.some((call) => call.src === 'requestPermission');
  expect(asked).toBe(replay.step.event.type === 'permission.request');
}

/** A click on a chat's notification asks the root to open that chat. */
function clickOpensChat(replay: Replay) {
  if (replay.step.event.type !== 'notification.clicked') return;
  expect(replay.effects).toContainEqual({
    type: 'openChat',
    params: { type: 'notification.clicked', chatKey: CHAT_KEY },
  });
}

const checks = {
  'announcing.quiet': (_snapshot, replay) => {
    if (replay.step.event.type.startsWith('xstate.after.')) {
      // spec 1 §1, §9: the sound comes 1 s after the notification.
      expect(replay.elapsed).toBe(NOTIFICATION_SOUND_DELAY_MS);
      expect(replay.effects.filter((effect) => effect.type === 'playSound')).toHaveLength(1);
    }
    clickOpensChat(replay);
  },
  'announcing.soundPending': (_snapshot, replay) => {
    notificationShownFor(replay);
    clickOpensChat(replay);
  },
  'permission.unknown': (snapshot, replay) => {
    expect(replay.running('watchPermission')).toBeDefined();
    expect(enableNotificationsOffer(snapshot)).toBeNull();
    askedOnlyOnRequest(replay);
  },
  // The chats tab offers 'Enable notifications' only while nobody decided.
  'permission.undecided': (snapshot, replay) => {
    expect(enableNotificationsOffer(snapshot)).toBe('offered');
    askedOnlyOnRequest(replay);
  },
  'permission.asking': (snapshot, replay) => {
    expect(replay.running('requestPermission')).toBeDefined();
    expect(enableNotificationsOffer(snapshot)).toBe('asking');
    askedOnlyOnRequest(replay);
  },
  'permission.granted': (snapshot, replay) => {
    expect(enableNotificationsOffer(snapshot)).toBeNull();
    askedOnlyOnRequest(replay);
  },
  'permission.denied': (snapshot, replay) => {
    expect(enableNotificationsOffer(snapshot)).toBeNull();
    askedOnlyOnRequest(replay);
  },
  'permission.unsupported': (snapshot, replay) => {
    expect(enableNotificationsOffer(snapshot)).toBeNull();
    askedOnlyOnRequest(replay);
  },
} satisfies Checks<typeof notifierMachine>;

testModel({
  name: 'notifier',
  machine: notifierMachine,
  events: {
    'notify.incoming': [FIRST, SECOND],
    'notify.message': [
      { message: MESSAGE, senderName: null },
      { message: MESSAGE, senderName: 'Ada' },
    ],
    'permission.known': [
      { permission: 'default' },
      { permission: 'granted' },
      { permission: 'denied' },
      { permission: 'unsupported' },
    ],
    'permission.request': {},
    'notification.clicked': { chatKey: CHAT_KEY },
    'xstate.done.actor.requestPermission': [
      { output: 'granted' },
      { output: 'denied' },
      { output: 'unsupported' },
      { output: 'default' },
    ],
    'xstate.error.actor.requestPermission': { error: new Error('the prompt could not open') },
  },
  serialize: () => null,
  checks,
});
