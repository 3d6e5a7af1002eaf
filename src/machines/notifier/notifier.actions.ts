/**
 * The notifier's effects, built from the notify services:
 * `notifierMachine.provide({ actions: notifierActions(translate) })`. A media marker is written in
 * the language on screen by `translate` (the composition root's formatter).
 */
import type { MessageKey } from '../../services/i18n/catalogue.ts';
import { showBrowserNotification } from '../../services/notify/browserNotification.ts';
import type { MessageNotification } from '../../services/notify/messageNotification.ts';
import { playNotificationSound } from '../../services/notify/notificationSound.ts';

export type Translate = (key: MessageKey) => string;

export function notifierActions(translate: Translate) {
  return {
    showNotification: (_: unknown, { title, body }: MessageNotification) =>
      void showBrowserNotification({ title, body: 'text' in body ? body.text : translate(body.messageKey) }),
    playSound: () => void playNotificationSound(),
  };
}
