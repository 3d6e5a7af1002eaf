/**
 * The notifier's effects, built from the notify services:
 * `notifierMachine.provide({ actions: notifierActions(translate), actors: notifierActors() })`. A
 * media marker is written in the language on screen by `translate` (the composition root's
 * formatter).
 */
import { fromCallback, fromPromise } from 'xstate';
import type { MessageKey } from '../../../services/i18n/catalogue.ts';
import {
  type NotificationPermissionState,
  requestNotificationPermission,
  showBrowserNotification,
  watchNotificationPermission,
} from '../../../services/notify/browserNotification.ts';
import type { MessageNotification } from '../../../services/notify/messageNotification.ts';
import { playNotificationSound } from '../../../services/notify/notificationSound.ts';
import type { NotifierEvent } from './notifier.machine.ts';

/** A catalogue text in the language on screen, with its ICU values (the palette's action names have some). */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function notifierActions(translate: Translate) {
  return {
    showNotification: ({ self }: { self: { send(event: NotifierEvent): void } }, content: MessageNotification) => {
      const { title, body, chatKey } = content;
      void showBrowserNotification({
        title,
        body: 'text' in body ? body.text : translate(body.messageKey),
        // issue 22 item 6: one notification per conversation, and a click opens it.
        ...(chatKey === undefined
          ? {}
          : { tag: chatKey, onClick: () => self.send({ type: 'notification.clicked', chatKey }) }),
      });
    },
    playSound: () => void playNotificationSound(),
  };
}

export function notifierActors() {
  return {
    watchPermission: fromCallback<NotifierEvent>(({ sendBack }) =>
      watchNotificationPermission((permission) => sendBack({ type: 'permission.known', permission })),
    ),
    requestPermission: fromPromise<NotificationPermissionState>(() => requestNotificationPermission()),
  };
}
