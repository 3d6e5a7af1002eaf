/**
 * Telling a person about a new message while the page is not in front (spec 1 §1): a browser
 * notification at once, and a sound one second later. The chats area decides *when* to notify
 * (not in front, chat not open); this chart only does the announcing, so the timing lives in one
 * place. A second message before the sound plays shows its notification but does not stack sounds.
 * A chat message is worded here (`notify.message`), so the wording's code loads with this chart,
 * after login, not with the root (issue 8 item 21).
 */
import { assertEvent, setup } from 'xstate';
import type { ChatMessageEvent } from '../../services/api/contract/messaging.ts';
import { type MessageNotification, messageNotification } from '../../services/notify/messageNotification.ts';

/** spec 1 §1, §9: the sound is delayed 1 second. */
export const NOTIFICATION_SOUND_DELAY_MS = 1000;

export type NotifierEvent =
  | ({ type: 'notify.incoming' } & MessageNotification)
  /** A chat message, from the named contact or else the number (spec 1 §1). */
  | { type: 'notify.message'; message: ChatMessageEvent; senderName: string | null };

const contentOf = ({ event }: { event: NotifierEvent }): MessageNotification => {
  assertEvent(event, ['notify.incoming', 'notify.message']);
  if (event.type === 'notify.message') return messageNotification(event.message, { senderName: event.senderName });
  const { type: _type, ...content } = event;
  return content;
};

const show = { type: 'showNotification', params: contentOf } as const;

export const notifierMachine = setup({
  types: { events: {} as NotifierEvent },
  actions: {
    // Provided by the root (`notifierActions`): the browser's notification and sound.
    showNotification: (_, _content: MessageNotification) => {},
    playSound: () => {},
  },
  delays: { notificationSound: NOTIFICATION_SOUND_DELAY_MS },
}).createMachine({
  id: 'notifier',
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
});

export type NotifierMachine = typeof notifierMachine;
