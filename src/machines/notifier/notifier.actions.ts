/**
 * The notifier's effects, built from the notify services:
 * `notifierMachine.provide({ actions: notifierActions() })`.
 */
import { type NotificationContent, showBrowserNotification } from '../../services/notify/browserNotification.ts';
import { playNotificationSound } from '../../services/notify/notificationSound.ts';

export function notifierActions() {
  return {
    showNotification: (_: unknown, content: NotificationContent) => void showBrowserNotification(content),
    playSound: () => void playNotificationSound(),
  };
}
