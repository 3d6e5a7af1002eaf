/**
 * spec 1 §1: a new message while the page is not focused shows a browser notification. Permission
 * is asked only from a person's action (issue 22 item 6: the chats tab's 'Enable notifications'):
 * Firefox and Safari refuse a request made without a user gesture, and a prompt out of nowhere is
 * what people block. Showing never asks; without permission (or a browser without notifications)
 * it is a no-op. When to notify is the chats chart's decision, not this file's.
 */
export interface NotificationContent {
  title: string;
  body: string;
  icon?: string;
  /**
   * One notification per conversation (issue 22 item 6): the browser replaces a shown
   * notification of the same tag instead of stacking a new one.
   */
  tag?: string;
  /** What a click does besides bringing the page to the front (open the conversation). */
  onClick?: () => void;
}

export type NotificationOutcome = 'shown' | 'denied' | 'unsupported';

/** The browser's permission as the notifier reads it; 'unsupported' where there is no API. */
export type NotificationPermissionState = 'default' | 'granted' | 'denied' | 'unsupported';

export function notificationPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Asks the browser for permission. Call it only from a person's click (the notifier's
 * `permission.request`, sent by the view's click handler, starts it in the same task).
 */
export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

/**
 * Tells `onChange` the permission now and whenever it changes (the person may allow or block
 * notifications in the site settings later); returns the stop function. Browsers without the
 * Permissions API are read once.
 */
export function watchNotificationPermission(onChange: (permission: NotificationPermissionState) => void): () => void {
  onChange(notificationPermission());
  let stopped = false;
  let status: PermissionStatus | null = null;
  const changed = () => onChange(notificationPermission());
  if (typeof Notification !== 'undefined' && typeof navigator !== 'undefined' && navigator.permissions?.query) {
    navigator.permissions.query({ name: 'notifications' }).then(
      (answer) => {
        if (stopped) return;
        status = answer;
        answer.addEventListener('change', changed);
      },
      // A browser that cannot query this permission still had its first reading.
      () => undefined,
    );
  }
  return () => {
    stopped = true;
    status?.removeEventListener('change', changed);
  };
}

export function showBrowserNotification({ title, body, icon, tag, onClick }: NotificationContent): NotificationOutcome {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'granted') return 'denied';
  const options: NotificationOptions = { body };
  if (icon !== undefined) options.icon = icon;
  // The replacing notification alerts again (a new message, not a silent edit of the old one).
  if (tag !== undefined) Object.assign(options, { tag, renotify: true });
  try {
    const notification = new Notification(title, options);
    // A click brings the person back to the page and, for a message, into its conversation.
    notification.onclick = () => {
      window.focus();
      onClick?.();
      notification.close();
    };
    return 'shown';
  } catch {
    // Mobile Chrome has the API but only allows notifications from a service worker.
    return 'unsupported';
  }
}
