/**
 * Images the server serves only to their owner (the identity proof, spec 2 §4): an <img> cannot
 * send the token header, so they are fetched with it and shown from a blob.
 */
import type { Platform } from './contract/platform.ts';

export interface PrivateImages {
  /** The image, or null when it is not (or no longer) the caller's, or cannot be fetched. */
  fetch(url: string, platform: Platform, signal?: AbortSignal): Promise<Blob | null>;
}

export function privateImages(
  base: string,
  getToken: () => string | null,
  fetchImpl: typeof fetch = fetch,
): PrivateImages {
  return {
    async fetch(url, platform, signal) {
      const target = new URL(url, base);
      target.searchParams.set('platform', platform);
      const token = getToken();
      try {
        const response = await fetchImpl(target, {
          headers: token ? { 'x-auth-token': token } : {},
          ...(signal ? { signal } : {}),
        });
        return response.ok ? await response.blob() : null;
      } catch {
        return null;
      }
    },
  };
}
