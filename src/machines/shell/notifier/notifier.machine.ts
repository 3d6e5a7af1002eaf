/**
 * Telling a person about a new message while the page is not in front (spec 1 §1): a browser
 * notification at once, and a sound one second later. The chats area decides *when* to notify
 * (not in front, chat not open); this chart only does the announcing, so the timing lives in one
 * place. A second message before the sound plays shows its notification but does not stack sounds.
 * A chat message is worded here (`notify.message`), so the wording's code loads with this chart,
 * after login, not with the root (issue 8 item 21).
 *
 * issue 22 item 6 — notifications that lead somewhere:
 * - `permission`: the browser's permission, watched. While nobody decided ('default') the chats
 *   tab offers 'Enable notifications'; only that click (`permission.request`) asks the browser —
 *   never a socket event, which Firefox and Safari refuse and people learn to block.
 * - a chat message's notification carries its conversation: one per conversation (its tag), the
 *   next replacing it, and a click (`notification.clicked`) asks the root to open that chat.
 */
import { assertEvent, fromCallback, setup } from 'xstate';
import type { ChatMessageEvent } from '../../../services/api/contract/messaging.ts';
import type { NotificationPermissionState } from '../../../services/notify/browserNotification.ts';
import { type MessageNotification, messageNotification } from '../../../services/notify/messageNotification.ts';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';

/** spec 1 §1, §9: the sound is delayed 1 second. */
export const NOTIFICATION_SOUND_DELAY_MS = 1000;

export type NotifierEvent =
  | ({ type: 'notify.incoming' } & MessageNotification)
  /** A chat message, from the named contact or else the number (spec 1 §1). */
  | { type: 'notify.message'; message: ChatMessageEvent; senderName: string | null }
  /** The browser's permission, now and on every change (the `watchPermission` actor). */
  | { type: 'permission.known'; permission: NotificationPermissionState }
  /** A person clicked 'Enable notifications': the one place permission is asked. */
  | { type: 'permission.request' }
  /** A person clicked a chat message's notification. */
  | { type: 'notification.clicked'; chatKey: string };

const contentOf = ({ event }: { event: NotifierEvent }): MessageNotification => {
  assertEvent(event, ['notify.incoming', 'notify.message']);
  if (event.type === 'notify.message') return messageNotification(event.message, { senderName: event.senderName });
  const { type: _type, ...content } = event;
  return content;
};

const show = { type: 'showNotification', params: contentOf } as const;

const is =
  (expected: NotificationPermissionState) =>
  (_: unknown, permission: NotificationPermissionState): boolean =>
    permission === expected;

const permissionOf = ({ event }: { event: NotifierEvent }): NotificationPermissionState => {
  assertEvent(event, 'permission.known');
  return event.permission;
};

/** Where a reading of the permission leads. */
const BY_PERMISSION = [
  { guard: { type: 'isGranted', params: permissionOf }, target: '.granted' },
  { guard: { type: 'isDenied', params: permissionOf }, target: '.denied' },
  { guard: { type: 'isUnsupported', params: permissionOf }, target: '.unsupported' },
  { target: '.undecided' },
] as const;

export const notifierMachine = setup({
  types: { events: {} as NotifierEvent },
  actors: {
    /** The permission now and on every change (provided: `watchNotificationPermission`). */
    watchPermission: fromCallback<NotifierEvent>(() => {
      throw new Error("notifier: the 'watchPermission' actor must be provided (notifierActors)");
    }),
    /** The browser's permission prompt (provided: `requestNotificationPermission`). */
    requestPermission: notProvided<NotificationPermissionState>('requestPermission'),
  },
  actions: {
    // Provided by the root (`notifierActions`): the browser's notification and sound.
    showNotification: (_, _content: MessageNotification) => {},
    playSound: () => {},
    /** issue 22 item 6: a click on a message's notification opens its conversation. */
    openChat: ({ system }, params: { chatKey: string }) =>
      tell(system, SYSTEM_ID.app, { type: 'chat.show', key: params.chatKey }),
    reportUnexpectedError: ({ event }) => console.error('notifier: unexpected failure', event),
  },
  guards: {
    isGranted: is('granted'),
    isDenied: is('denied'),
    isUnsupported: is('unsupported'),
  },
  delays: { notificationSound: NOTIFICATION_SOUND_DELAY_MS },
}).createMachine({
  id: 'notifier',
  type: 'parallel',
  on: {
    'notification.clicked': { actions: { type: 'openChat', params: eventOf } },
  },
  states: {
    announcing: {
      description: 'Notifications and their sound.',
      initial: 'quiet',
      states: {
        quiet: {
          description: 'Nothing to announce.',
          on: {
            'notify.incoming': { target: 'soundPending', actions: show },
            'notify.message': { target: 'soundPending', actions: show },
          },
        },
        soundPending: {
          description: 'A notification was shown; its sound plays one second after it.',
          on: {
            'notify.incoming': { actions: show },
            'notify.message': { actions: show },
          },
          after: { notificationSound: { target: 'quiet', actions: 'playSound' } },
        },
      },
    },
    permission: {
      description: "The browser's permission to notify, watched while logged in.",
      invoke: { id: 'watchPermission', src: 'watchPermission' },
      initial: 'unknown',
      on: { 'permission.known': [...BY_PERMISSION] },
      states: {
        unknown: { description: 'Not read yet: nothing is offered.' },
        undecided: {
          description: "Nobody decided yet ('default'): the chats tab offers 'Enable notifications'.",
          on: { 'permission.request': 'asking' },
        },
        asking: {
          description: "The browser's prompt is open, asked from the person's click.",
          invoke: {
            id: 'requestPermission',
            src: 'requestPermission',
            onDone: [
              { guard: { type: 'isGranted', params: outputOf }, target: 'granted' },
              { guard: { type: 'isDenied', params: outputOf }, target: 'denied' },
              { guard: { type: 'isUnsupported', params: outputOf }, target: 'unsupported' },
              // The prompt was dismissed without an answer: the offer stays.
              { target: 'undecided' },
            ],
            onError: { target: 'undecided', actions: 'reportUnexpectedError' },
          },
        },
        granted: { description: 'Allowed: messages notify.' },
        denied: { description: 'Blocked by the person: nothing is offered (the browser would not ask again).' },
        unsupported: { description: 'This browser cannot notify from a page: nothing is offered.' },
      },
    },
  },
});

export type NotifierMachine = typeof notifierMachine;
