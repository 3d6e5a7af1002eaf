export {
  type NotificationContent,
  type NotificationOutcome,
  showBrowserNotification,
} from './browserNotification.ts';
export { createNotificationSound, playNotificationSound, type SoundOutcome } from './notificationSound.ts';
