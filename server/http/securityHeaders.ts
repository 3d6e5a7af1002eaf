/**
 * Security headers on every answer (@fastify/helmet), written for this client:
 *
 * - `script-src 'self' 'unsafe-eval'`: no inline script and no script from elsewhere. The built
 *   index.html loads one module file (Vite emits no inline script). 'unsafe-eval' is the price of
 *   the HEIC converter (spec 1 §5: HEIC is converted to JPEG): heic2any runs libheif in a worker
 *   made from a blob, which inherits this policy, and libheif's bindings build functions with
 *   `new Function` at start-up (measured in Chromium: without it the conversion fails). The app
 *   itself never evaluates strings. Serving the converter as a same-origin worker file with its
 *   own policy would let this go.
 * - The page's inline <style> and Fluent UI's runtime style sheets (Griffel inserts <style>
 *   rules) are why `style-src` keeps 'unsafe-inline' — styles cannot run code.
 * - `img-src`/`media-src` allow https: because an inbound MMS or voicemail is an absolute URL of
 *   the carrier's media host; data: and blob: carry the captcha image and the picture being sent.
 * - `worker-src 'self' blob:`: the image compressor and the HEIC converter run in workers made
 *   from blobs.
 * - `connect-src 'self'` (which covers the page's own ws:/wss: socket) plus `CSP_CONNECT_SRC`
 *   when the client was built with `VITE_API_BASE` pointing at another host.
 * - `frame-ancestors 'self'` (and X-Frame-Options SAMEORIGIN): only this app may frame its pages —
 *   the hosted plans page is framed by the app itself; `frame-src 'self'` lets it do so, plus the
 *   plans page's origin when it is configured on another host name (plansPage.ts, which also lets
 *   the app's allowed origins frame the plans page).
 * - `Referrer-Policy: no-referrer`: links opened from chats and media URLs (capabilities) leak
 *   nothing; `X-Content-Type-Options: nosniff` everywhere.
 * - `Cross-Origin-Resource-Policy: same-origin` except on the public paths (cors.ts), which a
 *   page of an allowed origin loads as images.
 *
 * Media answers narrow the policy further (mediaRoutes.ts).
 */
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** Extra `connect-src` sources, e.g. `https://api.example.com wss://api.example.com`. */
  connectSources: readonly string[];
  /** Extra `frame-src` sources: the hosted plans page's origin when it is not this server's. */
  frameSources?: readonly string[];
  /**
   * A payment provider's script origin (PayPal's buttons in production, docs/payments.md): it may
   * load its script, open its frames and call home. None in sandbox mode (the stand-in is ours).
   */
  paymentSources?: readonly string[];
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'", ...(options.paymentSources ?? [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...options.connectSources, ...(options.paymentSources ?? [])],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...(options.frameSources ?? []), ...(options.paymentSources ?? [])],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'sameorigin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // The same headers on every answer, so they are worked out once: the plugin itself rebuilds
  // helmet's middleware (and re-parses the policy) on every request, ~1/8 of a small JSON answer's
  // time (docs/messaging.md). A route may still replace one (media answers narrow the policy).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers @fastify/helmet sets with these options, read from one answer of a scratch instance. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const scratch = Fastify({ logger: false });
  await scratch.register(fastifyHelmet, options);
  scratch.get('/', async () => '');
  const answer = await scratch.inject({ method: 'GET', url: '/' });
  await scratch.close();
  const ownHeaders = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name]) => !ownHeaders.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}
