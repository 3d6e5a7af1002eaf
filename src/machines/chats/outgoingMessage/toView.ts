/** What one outgoing message shows while it is on its way (spec 1 §4, §5). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ChatMessage } from '../../../services/chats/message.ts';
import type { OutgoingMessageMachine } from './outgoingMessage.machine.ts';

export type OutgoingMessageActor = ActorRefFrom<OutgoingMessageMachine>;
export type OutgoingMessageSnapshot = SnapshotFrom<OutgoingMessageMachine>;

/** spec 1 §5, §9: the red 'image too large' notice shows (for 3 s). */
export function showsTooLargeNotice(snapshot: OutgoingMessageSnapshot): boolean {
  return snapshot.hasTag('tooLargeNotice');
}

/** The local copy of the message (spinner while status 1, alert icon when 2), or null before it is added. */
export function outgoingMessageOf(snapshot: OutgoingMessageSnapshot): ChatMessage | null {
  return snapshot.context.message;
}

/** The attachment is being converted or compressed (the composer may show progress). */
export function isPreparing(snapshot: OutgoingMessageSnapshot): boolean {
  return snapshot.matches('preparing');
}
