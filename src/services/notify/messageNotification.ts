/**
 * What the browser notification of a new message says (spec 1 §1, §4 Incoming messages): the
 * sender — the contact's name, else the number in the product's phone format — and the text, or
 * the media marker of a message without text, in the user's language.
 */
import { createIntl } from 'react-intl';
import type { ChatMessageEvent } from '../api/contract/messaging.ts';
import { chatListPreview } from '../chats/chatListPreview.ts';
import { loadedCatalogue } from '../i18n/compiled.ts';
import type { Locale } from '../i18n/locale.ts';
import { currentPhoneFormat } from '../phone/phoneFormat.ts';
import type { NotificationContent } from './browserNotification.ts';

export function messageNotification(
  message: ChatMessageEvent,
  { senderName, locale }: { senderName: string | null; locale: Locale },
): NotificationContent {
  const preview = chatListPreview({ type: message.msgType, text: message.text, media: message.media });
  const body =
    preview.kind === 'text'
      ? preview.text
      : // The language on screen is loaded (App shows nothing before it is).
        createIntl({ locale, messages: loadedCatalogue(locale) ?? {} }).formatMessage({ id: preview.id });
  return { title: senderName ?? currentPhoneFormat().parts(message.fromTelCode, message.fromPhone), body };
}
