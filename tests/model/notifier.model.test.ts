/**
 * Model-based test of the notifier (spec 1 §1): a notification at once, the sound one second
 * later, one pending sound however many messages arrive meanwhile.
 */
import { expect } from 'vitest';
import { NOTIFICATION_SOUND_DELAY_MS, notifierMachine } from '../../src/machines/notifier/notifier.machine.ts';
import { chatMessageEvent } from '../support/chatFixtures.ts';
import { type Checks, type Replay, testModel } from '../support/model.ts';

const FIRST = { title: '+1 202 555 0101', body: { text: 'Are we still on for today?' } };
const SECOND = { title: 'Ada', body: { messageKey: 'chats.marker.image' as const } };
const MESSAGE = chatMessageEvent({
  fromNumber: '12025550101',
  fromPhone: '2025550101',
  text: 'Are we still on for today?',
});
/** spec 1 §1: a chat message is titled with the contact's name, else the number in the product's format. */
const WORDED: Record<string, unknown> = {
  Ada: { title: 'Ada', body: { text: 'Are we still on for today?' } },
  null: FIRST,
};

/** A message shows its notification at once, with its own title and text. */
function notificationShownFor(replay: Replay) {
  const { type, ...event } = replay.step.event as { type: string; senderName?: string | null };
  if (type !== 'notify.incoming' && type !== 'notify.message') return;
  const content = type === 'notify.message' ? WORDED[String(event.senderName)] : event;
  expect(replay.effects).toContainEqual({ type: 'showNotification', params: content });
  expect(replay.effects.some((effect) => effect.type === 'playSound')).toBe(false);
}

const checks = {
  quiet: (_snapshot, replay) => {
    if (replay.step.event.type.startsWith('xstate.after.')) {
      // spec 1 §1, §9: the sound comes 1 s after the notification.
      expect(replay.elapsed).toBe(NOTIFICATION_SOUND_DELAY_MS);
      expect(replay.effects.filter((effect) => effect.type === 'playSound')).toHaveLength(1);
    }
  },
  soundPending: (_snapshot, replay) => notificationShownFor(replay),
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
  },
  serialize: () => null,
  simplePaths: true,
  checks,
});
