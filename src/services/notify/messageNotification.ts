/**
 * What the browser notification of a new message says (spec 1 §1, §4 Incoming messages): the
 * sender — the contact's name, else the number in the product's phone format — and the text, or
 * the media marker of a message without text. The marker is a catalogue key: whoever shows the
 * notification writes it in the language on screen (services never format messages).
 */
import type { ChatMessageEvent } from '../api/contract/messaging.ts';
import { chatListPreview } from '../chats/chatListPreview.ts';
import type { MessageKey } from '../i18n/catalogue.ts';
import { currentPhoneFormat } from '../phone/phoneFormat.ts';

export interface MessageNotification {
  title: string;
  body: { text: string } | { messageKey: MessageKey };
}

export function messageNotification(
  message: ChatMessageEvent,
  { senderName }: { senderName: string | null },
): MessageNotification {
  const preview = chatListPreview({ type: message.msgType, text: message.text, media: message.media });
  return {
    title: senderName ?? currentPhoneFormat().parts(message.fromTelCode, message.fromPhone),
    body: preview.kind === 'text' ? { text: preview.text } : { messageKey: preview.id },
  };
}
