/** What the chats tab shows (spec 1 §2 Chats tab, §4 Unread count, Deleting). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ChatListItem, VirtualPhone } from '../../services/api/contract/messaging.ts';
import { unreadLabel } from '../../services/brand/pageTitle.ts';
import type { ConversationActor } from '../conversation/toView.ts';
import { type ChatsMachine, unreadTotal } from './chats.machine.ts';
import { draftSender, draftTelCode } from './draft.ts';

export type ChatsActor = ActorRefFrom<ChatsMachine>;
export type ChatsSnapshot = SnapshotFrom<ChatsMachine>;

export function chatListOf(snapshot: ChatsSnapshot): readonly ChatListItem[] {
  return snapshot.context.list;
}

/** The badge of one conversation ('' when none; 99+ above 99). */
export function unreadBadgeOf(snapshot: ChatsSnapshot, key: string): string {
  const count = snapshot.context.unread[key] ?? 0;
  return count === 0 ? '' : unreadLabel(count);
}

export function unreadTotalOf(snapshot: ChatsSnapshot): number {
  return unreadTotal(snapshot.context.unread);
}

/** The chat whose conversation shows (null while none, or during the 300 ms switch debounce: the previous one is gone). */
export function openChatKeyOf(snapshot: ChatsSnapshot): string | null {
  return snapshot.matches({ chat: 'open' }) ? snapshot.context.chosenKey : null;
}

/** The row highlighted in the list: the chosen chat, already during the switch debounce. */
export function selectedChatKeyOf(snapshot: ChatsSnapshot): string | null {
  return snapshot.context.chosenKey;
}

export function conversationActorOf(snapshot: ChatsSnapshot): ConversationActor | undefined {
  return (snapshot.children as { conversation?: ConversationActor }).conversation;
}

export function isListLoading(snapshot: ChatsSnapshot): boolean {
  return snapshot.hasTag('loadingList');
}

/** The delete-conversation overlay: 'confirm' (the question), 'deleting' (progress) or null. */
export function deleteDialogOf(snapshot: ChatsSnapshot): 'confirm' | 'deleting' | null {
  if (snapshot.matches({ deletion: 'confirming' })) return 'confirm';
  return snapshot.hasTag('deleting') ? 'deleting' : null;
}

/** The right pane (spec 1 §2): the empty-state picture, the new-chat header, or a conversation (also while switching to it). */
export function chatPaneOf(snapshot: ChatsSnapshot): 'empty' | 'newChat' | 'conversation' {
  if (snapshot.matches({ chat: 'none' })) return 'empty';
  if (snapshot.matches({ chat: 'drafting' }) || snapshot.matches({ chat: 'starting' })) return 'newChat';
  return 'conversation';
}

/** A new chat's recipient is being checked (the header waits). */
export function isStartingChat(snapshot: ChatsSnapshot): boolean {
  return snapshot.matches({ chat: 'starting' });
}

/** The user's own numbers: the From picker (spec 1 §3 Virtual phone). */
export function ownNumbersOf(snapshot: ChatsSnapshot): readonly VirtualPhone[] {
  return snapshot.context.numbers;
}

/** spec 1 §2, §5: the numbers are known and there is none — the no-number card with the brand's support address. */
export function noNumberCardShown(snapshot: ChatsSnapshot): boolean {
  return snapshot.matches({ numbers: 'ready' }) && snapshot.context.numbers.length === 0;
}

/** The conversation the delete overlay asks about. */
export function deleteKeyOf(snapshot: ChatsSnapshot): string | null {
  return snapshot.context.deleteKey;
}

/** The new-chat header (spec 1 §2): what is typed in the number field. */
export function draftTypedOf(snapshot: ChatsSnapshot): string {
  return snapshot.context.draft.typed;
}

/** The new-chat header's To country code: the one chosen, else the From number's. */
export function draftTelCodeOf(snapshot: ChatsSnapshot): string {
  return draftTelCode(snapshot.context.draft, snapshot.context.numbers);
}

/** The new-chat header's From number: the one chosen, else the first own number. */
export function draftSenderOf(snapshot: ChatsSnapshot): VirtualPhone | undefined {
  return draftSender(snapshot.context.draft, snapshot.context.numbers);
}
