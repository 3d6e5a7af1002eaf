/** What the conversation view shows (spec 1 §2 message display, §4 Chat input). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ChatMessage } from '../../../services/chats/message.ts';
import type { OutgoingMessageActor } from '../outgoingMessage/toView.ts';
import type { TranscriptionActor } from '../transcription/toView.ts';
import { type ConversationMachine, outgoingActorId, transcriptionActorId } from './conversation.machine.ts';
import type { ConversationParties } from './types.ts';

export type ConversationActor = ActorRefFrom<ConversationMachine>;
export type ConversationSnapshot = SnapshotFrom<ConversationMachine>;

/** Oldest first, one per smsId; `withTimeLabels` adds the time labels. */
export function messagesOf(snapshot: ConversationSnapshot): readonly ChatMessage[] {
  return snapshot.context.messages;
}

/** What `snapshot.can` is asked with: the send guard does not look at the content. */
const PROBE_SEND = { type: 'composer.send', content: { kind: 'text', text: '' } } as const;

/**
 * spec 1 §4 Chat input: whether the composer may send now — asked of the chart's own send guard,
 * so the rule exists once.
 */
export function isComposerEnabled(snapshot: ConversationSnapshot): boolean {
  return snapshot.can(PROBE_SEND);
}

/**
 * Why the composer is disabled (the reason the person reads), or null when it may send:
 * nobody chosen yet; the connection is down or not made yet (spec 1 §4 Connection); the newest
 * page loading or failed; an API call under way.
 */
export type ComposerBlock = 'noPerson' | 'disconnected' | 'loading' | 'failed' | 'busy';

export function composerBlockOf(snapshot: ConversationSnapshot): ComposerBlock | null {
  if (isComposerEnabled(snapshot)) return null;
  if (snapshot.matches({ dialog: 'noPerson' })) return 'noPerson';
  if (!snapshot.context.connected) return 'disconnected';
  if (snapshot.matches({ dialog: 'loading' })) return 'loading';
  if (snapshot.matches({ dialog: 'failed' })) return 'failed';
  return 'busy';
}

/**
 * issue 24 item 3: the composer takes a text, but it will wait in the outbox — the connection is
 * down. The composer says so, and its attachment waits (an image cannot be queued: its upload
 * needs the server).
 */
export function sendsWait(snapshot: ConversationSnapshot): boolean {
  return isComposerEnabled(snapshot) && !snapshot.context.connected;
}

/**
 * A failed text's Retry can go now: the chart takes it by the rules of a send (connected, no call
 * running, the picker closed), so the button is disabled exactly when the send would be.
 */
export function canRetry(snapshot: ConversationSnapshot, smsId: string): boolean {
  return snapshot.can({ type: 'message.retry', smsId });
}

/**
 * Whether the message box takes typing: once a person is chosen — also while the connection is
 * down or the conversation loads, so a draft can be written meanwhile (spec 1 §4 Chat input and
 * Connection block sending only).
 */
export function isComposerTypeable(snapshot: ConversationSnapshot): boolean {
  return !snapshot.matches({ dialog: 'noPerson' });
}

/** spec 1 §4 Chat input: the send button highlights for 600 ms after a send. */
export function isSendHighlighted(snapshot: ConversationSnapshot): boolean {
  return snapshot.matches({ sendButton: 'highlighted' });
}

export type DialogStatus = 'noPerson' | 'loading' | 'failed' | 'ready';

export function dialogStatusOf(snapshot: ConversationSnapshot): DialogStatus {
  if (snapshot.matches({ dialog: 'noPerson' })) return 'noPerson';
  if (snapshot.matches({ dialog: 'loading' })) return 'loading';
  if (snapshot.matches({ dialog: 'failed' })) return 'failed';
  return 'ready';
}

/** spec 1 §2: the 'loading earlier messages' row at the top. */
export function isLoadingOlder(snapshot: ConversationSnapshot): boolean {
  return snapshot.hasTag('loadingOlder');
}

export function hasOlderPages(snapshot: ConversationSnapshot): boolean {
  return snapshot.context.olderCursor !== null;
}

/** The actor of a message still on its way (its too-large notice, its progress), if any. */
export function outgoingActorOf(snapshot: ConversationSnapshot, smsId: string): OutgoingMessageActor | undefined {
  return (snapshot.children as Record<string, OutgoingMessageActor | undefined>)[outgoingActorId(smsId)];
}

/** smsIds of the sends still on their way (each has an `outgoingActorOf`). */
export function pendingSmsIdsOf(snapshot: ConversationSnapshot): readonly string[] {
  return snapshot.context.pending;
}

/** The two parties once someone is chosen. */
export function partiesOf(snapshot: ConversationSnapshot): ConversationParties | null {
  return snapshot.context.parties;
}

/** The transcription of a voicemail while it runs (a finished one leaves `stt` on the message). */
export function transcriptionActorOf(snapshot: ConversationSnapshot, smsId: string): TranscriptionActor | undefined {
  return (snapshot.children as Record<string, TranscriptionActor | undefined>)[transcriptionActorId(smsId)];
}

/**
 * issue 11 item 8: what a text to the chosen person costs and the balance it comes from. `price`
 * undefined: not known yet; null: the route is not sold.
 */
export interface MessageCost {
  price: string | null | undefined;
  balance: string | null;
}

export function messageCostOf(snapshot: ConversationSnapshot): MessageCost {
  const { price, balance } = snapshot.context;
  return { price: price === null ? undefined : price.price, balance };
}

export function sameMessageCost(a: MessageCost, b: MessageCost): boolean {
  return a.price === b.price && a.balance === b.balance;
}

/** The smsId of the message a chosen search hit points at (scrolled to and highlighted), or null. */
export function focusedMessageOf(snapshot: ConversationSnapshot): string | null {
  return snapshot.context.focus?.smsId ?? null;
}

/** The focus as chosen (a new object per choice): a view scrolls again when it changes. */
export function focusOf(snapshot: ConversationSnapshot): ConversationSnapshot['context']['focus'] {
  return snapshot.context.focus;
}
