/** What the chats tab shows (spec 1 §2 Chats tab, §4 Unread count, Deleting). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ChatListItem, VirtualPhone } from '../../../services/api/contract/messaging.ts';
import { unreadLabel } from '../../../services/brand/pageTitle.ts';
import { type ChatListPreview, chatListPreview } from '../../../services/chats/chatListPreview.ts';
import { conversationKeyOf } from '../../../services/chats/conversationKey.ts';
import type { ChatSearchActor } from '../chatSearch/toView.ts';
import type { ConversationActor } from '../conversation/toView.ts';
import { type ChatsMachine, unreadTotal } from './chats.machine.ts';
import { draftSender, draftTelCode } from './draft.ts';

export type ChatsActor = ActorRefFrom<ChatsMachine>;
export type ChatsSnapshot = SnapshotFrom<ChatsMachine>;

export function chatListOf(snapshot: ChatsSnapshot): readonly ChatListItem[] {
  return snapshot.context.list;
}

/**
 * One row of the chat list as the view shows it (spec 1 §3 Chat-list item): the conversation key,
 * the other party (its name is the contact's, else the formatted number), the date of the last
 * message and its text or media marker. Views see this, never the wire's chat-list item.
 */
export interface ChatRow {
  key: string;
  otherFullNumber: string;
  /** '' for a party without a country code (a short code). */
  otherTelCode: string;
  /** The other party's national number. */
  otherNumber: string;
  /** Epoch ms of the last message. */
  date: number;
  preview: ChatListPreview;
}

/** The view's row of a chat-list item. */
export function chatRowOf(item: ChatListItem): ChatRow {
  return {
    key: conversationKeyOf(item),
    otherFullNumber: item.otherFullNumber,
    otherTelCode: item.otherTelCode,
    otherNumber: item.otherNumber,
    date: item.date,
    preview: chatListPreview(item),
  };
}

interface Rows {
  rows: readonly ChatRow[];
  byKey: ReadonlyMap<string, ChatRow>;
}

/** Built once per list (the chart replaces the array when it changes), so a 5,000-row list is cheap to ask. */
const rowsByList = new WeakMap<readonly ChatListItem[], Rows>();
/** One row per item: an item the merge kept keeps its row, so memoised list rows do not draw again. */
const rowByItem = new WeakMap<ChatListItem, ChatRow>();

function rowFor(item: ChatListItem): ChatRow {
  let row = rowByItem.get(item);
  if (!row) {
    row = chatRowOf(item);
    rowByItem.set(item, row);
  }
  return row;
}

function rowsOf(list: readonly ChatListItem[]): Rows {
  let built = rowsByList.get(list);
  if (!built) {
    const rows = list.map(rowFor);
    built = { rows, byKey: new Map(rows.map((row) => [row.key, row])) };
    rowsByList.set(list, built);
  }
  return built;
}

/** The chat list's rows, newest first. */
export function chatRowsOf(snapshot: ChatsSnapshot): readonly ChatRow[] {
  return rowsOf(snapshot.context.list).rows;
}

/** The row of a conversation key, if it is listed (headers and dialogs ask on every snapshot). */
export function chatRowFor(snapshot: ChatsSnapshot, key: string): ChatRow | undefined {
  return rowsOf(snapshot.context.list).byKey.get(key);
}

/** The badge of one conversation ('' when none; 99+ above 99). */
export function unreadBadgeOf(snapshot: ChatsSnapshot, key: string): string {
  const count = snapshot.context.unread[key] ?? 0;
  return count === 0 ? '' : unreadLabel(count);
}

export function unreadTotalOf(snapshot: ChatsSnapshot): number {
  return unreadTotal(snapshot.context.unread);
}

/** The chat whose conversation shows (null while none): at once when chosen, its read-marking waits 300 ms. */
export function openChatKeyOf(snapshot: ChatsSnapshot): string | null {
  return snapshot.matches({ chat: 'open' }) ? snapshot.context.chosenKey : null;
}

/** The open chat's unsent text (the message box shows it again when the chats tab comes back). */
/** The drafts kept before a reload are in (the message box fills again when they arrive). */
export function areDraftsRestored(snapshot: ChatsSnapshot): boolean {
  return snapshot.matches({ drafts: 'restored' });
}

export function composerDraftOf(snapshot: ChatsSnapshot): string {
  const key = openChatKeyOf(snapshot);
  return key === null ? '' : (snapshot.context.composerDrafts[key] ?? '');
}

/** The row highlighted in the list: the chosen chat. */
export function selectedChatKeyOf(snapshot: ChatsSnapshot): string | null {
  return snapshot.context.chosenKey;
}

export function conversationActorOf(snapshot: ChatsSnapshot): ConversationActor | undefined {
  return (snapshot.children as { conversation?: ConversationActor }).conversation;
}

export function isListLoading(snapshot: ChatsSnapshot): boolean {
  return snapshot.hasTag('loadingList');
}

/** The chat list could not be loaded: said with 'Try again' (`chats.refresh`), never as "no conversations". */
export function isListFailed(snapshot: ChatsSnapshot): boolean {
  return snapshot.matches({ list: 'failed' });
}

/** The own numbers could not be loaded: said with 'Try again' (`chats.refresh`), never as "no number". */
export function ownNumbersFailed(snapshot: ChatsSnapshot): boolean {
  return snapshot.matches({ numbers: 'failed' });
}

/** The delete-conversation overlay: 'confirm' (the question), 'deleting' (progress) or null. */
export function deleteDialogOf(snapshot: ChatsSnapshot): 'confirm' | 'deleting' | null {
  if (snapshot.matches({ deletion: 'confirming' })) return 'confirm';
  return snapshot.hasTag('deleting') ? 'deleting' : null;
}

/** The right pane (spec 1 §2): the empty-state picture, the new-chat header, or a conversation. */
export function chatPaneOf(snapshot: ChatsSnapshot): 'empty' | 'newChat' | 'conversation' {
  if (snapshot.matches({ chat: 'none' })) return 'empty';
  if (snapshot.matches({ chat: 'drafting' }) || snapshot.matches({ chat: 'starting' })) return 'newChat';
  return 'conversation';
}

/** A new chat's recipient is being checked (the header waits). */
export function isStartingChat(snapshot: ChatsSnapshot): boolean {
  return snapshot.matches({ chat: 'starting' });
}

/**
 * An own number as the From picker and the header show it (spec 1 §3 Virtual phone as used by the
 * chat picker: number, type, name and notes).
 */
export type OwnNumber = Readonly<Pick<VirtualPhone, 'fullNumber' | 'telCode' | 'type' | 'numberName' | 'notes'>>;

/** The user's own numbers: the From picker (spec 1 §3 Virtual phone). */
export function ownNumbersOf(snapshot: ChatsSnapshot): readonly OwnNumber[] {
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
export function draftSenderOf(snapshot: ChatsSnapshot): OwnNumber | undefined {
  return draftSender(snapshot.context.draft, snapshot.context.numbers);
}

/** The search box's chart (issue 22 item 5), invoked by the chats chart for as long as it runs. */
export function chatSearchActorOf(snapshot: ChatsSnapshot): ChatSearchActor | undefined {
  return (snapshot.children as { chatSearch?: ChatSearchActor }).chatSearch;
}
