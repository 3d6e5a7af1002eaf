/**
 * What the browser notification of a new message says (spec 1 §1, §4 Incoming messages): the
 * sender — the contact's name, else the number in the product's phone format — and the text, or
 * the media marker of a message without text. The marker is a catalogue key: whoever shows the
 * notification writes it in the language on screen (services never format messages).
 */
import type { ChatMessageEvent } from '../api/contract/messaging.ts';
import { chatListPreview } from '../chats/chatListPreview.ts';
import { conversationKey } from '../chats/conversationKey.ts';
import type { MessageKey } from '../i18n/catalogue.ts';
import { currentPhoneFormat } from '../phone/phoneFormat.ts';

export interface MessageNotification {
  title: string;
  body: { text: string } | { messageKey: MessageKey };
  /**
   * The conversation it is about (spec 1 §3 key), for a chat message: its tag (one notification
   * per conversation, the next replaces it) and where a click leads (issue 22 item 6).
   */
  chatKey?: string;
}

export function messageNotification(
  message: ChatMessageEvent,
  { senderName }: { senderName: string | null },
): MessageNotification {
  const preview = chatListPreview({ type: message.msgType, text: message.text, media: message.media });
  return {
    title: senderName ?? currentPhoneFormat().parts(message.fromTelCode, message.fromPhone),
    body: preview.kind === 'text' ? { text: preview.text } : { messageKey: preview.id },
    // Own number first (spec 1 §3): the receiver of an inbound message, the sender of an echo.
    chatKey:
      message.direction === 'out'
        ? conversationKey(message.fromNumber, message.toNumber)
        : conversationKey(message.toNumber, message.fromNumber),
  };
}
