/**
 * The hosted plans page (spec 3 §2 embedded plans page; issue 9 item 14): a small web app of its
 * own (server/plansPage/) that lists the Hosting plans, shows a plan's details and order details,
 * checks out (number, summary, payment from the balance), and shows the Hosting numbers'
 * subscription and order history. It runs in the app's frame and talks to it only by the
 * messages of spec 3 §3 (`ToPlansFrameMessage`, `FromPlansFrameMessage`); the app hands it the
 * session by a `session` message, and it calls `/web/*` on its own origin like the app does.
 *
 * Served at the path of the configured URL (`plansPageUrl`, default `/plans/`). Its answers may be
 * framed by this server's own pages and by the allowed app origins (`frame-ancestors`; no
 * X-Frame-Options, which cannot name other origins); the page learns those origins from a data
 * attribute, to check where messages come from and go to.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';

const PAGE_DIR = new URL('../plansPage/', import.meta.url);

const FILES = {
  'index.html': 'text/html; charset=utf-8',
  'plans.js': 'text/javascript; charset=utf-8',
  'plans.css': 'text/css; charset=utf-8',
  'agreement.html': 'text/html; charset=utf-8',
} as const;

/** The app's frame-src needs the plans page's origin when it is not the app's own. */
export function plansPageFrameSources(url: string): string[] {
  return isAbsolute(url) ? [new URL(url).origin] : [];
}

function isAbsolute(url: string): boolean {
  return /^https?:\/\//.test(url);
}

/** The path the page is served at, with a trailing slash. */
function plansPagePath(url: string): string {
  const path = isAbsolute(url) ? new URL(url).pathname : url;
  return path.endsWith('/') ? path : `${path}/`;
}

export function registerPlansPage(app: FastifyInstance, options: { url: string; appOrigins: readonly string[] }): void {
  const path = plansPagePath(options.url);
  const ancestors = options.appOrigins.includes('*') ? ['*'] : ["'self'", ...options.appOrigins];
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors ${ancestors.join(' ')}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  const contents = Object.fromEntries(
    Object.keys(FILES).map((name) => [name, readFileSync(new URL(name, PAGE_DIR), 'utf8')]),
  ) as Record<keyof typeof FILES, string>;
  // The allowed app origins, for the page's message checks (HTML-escaped JSON in an attribute).
  const originsAttribute = JSON.stringify(options.appOrigins).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  contents['index.html'] = contents['index.html'].replace(
    'data-app-origins="[]"',
    `data-app-origins="${originsAttribute}"`,
  );

  const send = (reply: FastifyReply, name: keyof typeof FILES) =>
    reply
      .header('content-type', FILES[name])
      .header('content-security-policy', policy)
      .header('cache-control', 'no-cache')
      .removeHeader('x-frame-options')
      .send(contents[name]);

  app.get(
    path,
    { config: { description: 'The hosted plans page (framed by the client, spec 3 §2).' } },
    (_request, reply) => send(reply, 'index.html'),
  );
  for (const name of Object.keys(FILES) as (keyof typeof FILES)[]) {
    app.get(`${path}${name}`, { config: { description: 'A file of the hosted plans page.' } }, (_request, reply) =>
      send(reply, name),
    );
  }
}
