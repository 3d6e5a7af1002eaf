/**
 * spec 1 §1: a new message while the page is not focused shows a browser notification. Asking for
 * permission happens on the first notification; a refusal (or a browser without notifications)
 * makes this a no-op. When to notify is the chats chart's decision, not this file's.
 */
export interface NotificationContent {
  title: string;
  body: string;
  icon?: string;
}

export type NotificationOutcome = 'shown' | 'denied' | 'unsupported';

export async function showBrowserNotification({
  title,
  body,
  icon,
}: NotificationContent): Promise<NotificationOutcome> {
  if (typeof Notification === 'undefined') return 'unsupported';
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return 'denied';
  try {
    const notification = new Notification(title, icon === undefined ? { body } : { body, icon });
    // A click brings the user back to the conversation's page.
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    return 'shown';
  } catch {
    // Mobile Chrome has the API but only allows notifications from a service worker.
    return 'unsupported';
  }
}
