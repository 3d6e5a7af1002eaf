/** What the views read of the notifier (issue 22 item 6: the 'Enable notifications' control). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { NotifierMachine } from './notifier.machine.ts';

export type NotifierActor = ActorRefFrom<NotifierMachine>;
type NotifierSnapshot = SnapshotFrom<NotifierMachine>;

/**
 * The chats tab offers 'Enable notifications' while nobody decided (and while the browser's prompt
 * is open, so the control does not jump away under the pointer).
 */
export function enableNotificationsOffer(snapshot: NotifierSnapshot): 'offered' | 'asking' | null {
  if (snapshot.matches({ permission: 'undecided' })) return 'offered';
  if (snapshot.matches({ permission: 'asking' })) return 'asking';
  return null;
}
