export {
  type NotificationContent,
  type NotificationOutcome,
  type NotificationPermissionState,
  notificationPermission,
  requestNotificationPermission,
  showBrowserNotification,
  watchNotificationPermission,
} from './browserNotification.ts';
export { createNotificationSound, playNotificationSound, type SoundOutcome } from './notificationSound.ts';
