/**
 * spec 1 §2 Chats tab, issue 3 deliverable 1: a chat-list row shows the last text or, for a
 * message without text, a media marker such as '[Image]'.
 */
import type { MessageKey } from '../i18n/catalogue.ts';
import { parseMedia } from '../media/parseMedia.ts';

export type ChatListPreview = { kind: 'text'; text: string } | { kind: 'marker'; id: MessageKey };

/**
 * decision: a voicemail always reads '[Voicemail]' (its text, if any, is a transcript); otherwise
 * the text wins when there is one; a message with only media reads '[Image]' when it is (or is
 * becoming) a picture, else '[Attachment]'.
 */
export function chatListPreview(item: { type: string; text?: string | null; media?: string | null }): ChatListPreview {
  if (item.type === 'voicemail') return { kind: 'marker', id: 'chats.marker.voicemail' };
  const text = item.text?.trim() ?? '';
  if (text !== '') return { kind: 'text', text };
  const media = parseMedia(item.media, item.type);
  if (media.kind === 'loading' || (media.kind === 'items' && media.items.every((entry) => entry.isImage))) {
    return { kind: 'marker', id: 'chats.marker.image' };
  }
  if (media.kind === 'items') return { kind: 'marker', id: 'chats.marker.attachment' };
  return { kind: 'text', text: '' };
}
