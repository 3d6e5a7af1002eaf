import type { Platform } from '../api/contract/platform.ts';
import { isDevelopmentHost } from './resolvePlatform.ts';

/** The page address parts the home site is made from (a subset of `window.location`). */
export interface PageOrigin {
  origin: string;
  hostname: string;
}

/**
 * spec 1 §2 App-download dialog: the brand's home site, chosen from the current origin, for the QR
 * a phone scans. decision: the origin's root, since every brand serves its web client from its own
 * host; on development hosts, where the brand comes from `?platform=` (resolvePlatform.ts), the
 * address keeps that parameter so the phone opens the same brand.
 */
export function homeSiteUrl(platform: Platform, page: PageOrigin): string {
  const url = new URL('/', page.origin);
  if (isDevelopmentHost(page.hostname)) url.searchParams.set('platform', platform);
  return url.href;
}
