import { apiBase } from '../api/apiBase.ts';
import { resolveMediaUrl } from '../api/contract/messaging.ts';

/** Where the browser fetches a message's media from: the server's own `/media/…` paths against the API base. */
export function mediaUrl(url: string): string {
  return resolveMediaUrl(url, apiBase());
}
