import { isPlatform, PLATFORMS, type Platform } from '../api/contract/platform.ts';
import { PLATFORM_TABLE } from './platforms.ts';

/** The page address parts the platform is read from (a subset of `window.location`). */
export interface PageLocation {
  hostname: string;
  search: string;
}

const PRIVATE_IPV4 = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^0\.0\.0\.0$/];

/** localhost, loopback, `*.local` (mDNS) and LAN addresses: where a developer or a test runs the app. */
export function isDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host === '[::1]' ||
    host === '::1' ||
    PRIVATE_IPV4.some((pattern) => pattern.test(host))
  );
}

/** The brand whose longest host word occurs in `host` (`wetalkpro` beats `wetalk`), if any. */
function platformOfHost(host: string): Platform | undefined {
  let best: { platform: Platform; length: number } | undefined;
  for (const platform of PLATFORMS) {
    for (const word of PLATFORM_TABLE[platform].hostWords) {
      if (host.includes(word) && word.length > (best?.length ?? 0)) best = { platform, length: word.length };
    }
  }
  return best?.platform;
}

/**
 * Which brand this page is (spec 1 §1): the host map first; on development hosts the
 * `?platform=` parameter may choose any brand (so one dev server shows all six); then the build's
 * client tag (`VITE_PLATFORM`, e.g. a brand build served from a custom domain); else pingme.
 * `?platform=` is ignored on real hosts so a customer cannot switch brand from the address bar.
 */
export function resolvePlatform(
  location: PageLocation,
  clientTag: string | undefined = import.meta.env.VITE_PLATFORM,
): Platform {
  const host = location.hostname.toLowerCase();
  const byHost = platformOfHost(host);
  if (byHost) return byHost;
  if (isDevelopmentHost(host)) {
    const requested = new URLSearchParams(location.search).get('platform')?.toLowerCase();
    if (isPlatform(requested)) return requested;
  }
  return isPlatform(clientTag) ? clientTag : 'pingme';
}
