/**
 * The `media` field of a message (spec 1 §2 Message display): one URL, several comma-separated
 * URLs, or the loading-placeholder marker that an outgoing MMS carries while it is being
 * prepared and sent.
 */
import { extensionOf, isImageUrl } from './imageTypes.ts';

/**
 * decision: the spec names a loading placeholder but not its spelling. It is this client's own
 * value (the server never sends it); it cannot be mistaken for a URL, which always has a '/' or
 * a ':'.
 */
export const MEDIA_LOADING_MARKER = 'loading';

export interface MediaItem {
  url: string;
  /** Shown inline as a picture; other media (voicemail audio, files) are shown as links or players. */
  isImage: boolean;
}

export type ParsedMedia = { kind: 'none' } | { kind: 'loading' } | { kind: 'items'; items: MediaItem[] };

/**
 * decision: a comma separates two URLs only when what follows it starts a URL (a scheme or a
 * '/'), so a comma inside a URL's query string does not split it.
 */
const URL_SEPARATOR = /,\s*(?=[a-z][a-z0-9+.-]*:|\/)/i;

/**
 * An image by its extension (spec 1 §2). decision: a URL without any extension in an MMS is an
 * image too — the reference server serves stored attachments at `/media/<token>` without one, and
 * it accepts only image types for MMS; a URL whose extension names another type (.vcf, .mp3) is not.
 */
function isImageItem(url: string, messageType: string | undefined): boolean {
  return isImageUrl(url) || (messageType === 'mms' && extensionOf(url) === '');
}

/** `messageType` (the message's `type`) lets extension-less MMS URLs count as images. */
export function parseMedia(media: string | null | undefined, messageType?: string): ParsedMedia {
  const value = media?.trim() ?? '';
  if (value === '') return { kind: 'none' };
  if (value === MEDIA_LOADING_MARKER) return { kind: 'loading' };
  const items = value
    .split(URL_SEPARATOR)
    .map((url) => url.trim().replace(/,+$/, ''))
    .filter((url) => url !== '')
    .map((url) => ({ url, isImage: isImageItem(url, messageType) }));
  return items.length === 0 ? { kind: 'none' } : { kind: 'items', items };
}
