/**
 * Which web pages may call this server from a browser: the page's own origin always, plus the
 * configured allow-list (`ALLOWED_ORIGINS`, e.g. a client built with `VITE_API_BASE` and served
 * from another host). Used by CORS on `/web/*` (cors.ts) and by the socket.io handshake.
 *
 * "Own origin" means the Origin's host:port equals the request's Host header. The scheme is not
 * compared, because a TLS-terminating proxy in front makes the server see http for an https page.
 * `npm run dev` keeps working because Vite's proxy forwards the Host it was called with
 * (`changeOrigin: false` in vite.config.ts), so the dev page is its own origin here too.
 *
 * A request without an Origin header is not a cross-origin browser call (curl, a server, a
 * same-origin navigation) and passes: the session is a header, never a cookie, so the origin
 * check is about what pages may read, not about who may call.
 */
export interface OriginPolicy {
  /** Whether a request with this Origin (and Host) may be answered to a browser page. */
  allows(origin: string | undefined, host: string | undefined): boolean;
  /** Only the page's own origin (the sandbox controls). */
  isSameOrigin(origin: string | undefined, host: string | undefined): boolean;
}

/** `*` in the list allows every origin (a public API); otherwise exact origins such as `https://app.example.com`. */
export function createOriginPolicy(allowList: readonly string[]): OriginPolicy {
  const anyOrigin = allowList.includes('*');
  const listed = new Set(allowList.filter((entry) => entry !== '*').map(normalizeOrigin));
  const isSameOrigin = (origin: string | undefined, host: string | undefined): boolean => {
    if (origin === undefined) return true;
    const parsed = parseOrigin(origin);
    return parsed !== null && host !== undefined && parsed.host === host.toLowerCase();
  };
  return {
    isSameOrigin,
    allows(origin, host) {
      if (isSameOrigin(origin, host)) return true;
      if (origin === undefined || parseOrigin(origin) === null) return false;
      return anyOrigin || listed.has(normalizeOrigin(origin));
    },
  };
}

/** `ALLOWED_ORIGINS=https://a.example, https://b.example` → the list; each entry must be an origin. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (entry !== '*' && parseOrigin(entry) === null) {
      throw new Error(`ALLOWED_ORIGINS: ${entry} is not an origin such as https://app.example.com`);
    }
  }
  return entries;
}

function parseOrigin(origin: string): URL | null {
  try {
    const url = new URL(origin);
    const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '';
    return (url.protocol === 'http:' || url.protocol === 'https:') && bare ? url : null;
  } catch {
    return null;
  }
}

function normalizeOrigin(origin: string): string {
  return parseOrigin(origin)?.origin ?? origin;
}
