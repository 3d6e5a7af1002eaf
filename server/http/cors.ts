/**
 * Cross-origin rules per path (origins.ts decides which page origins are allowed):
 * - `/web/*`: the page's own origin and the configured allow-list. A browser call from any other
 *   page answers 403 (retcode 100017) before the handler runs, preflight included.
 * - `/sandbox/*`: the page's own origin only — its controls read login codes and set balances.
 * - `/data/*` (country lists, flags, banners) and `/media/*` (unguessable capability URLs) are
 *   public: any origin may read them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../domain/failure.ts';
import { sendFailure } from './answers.ts';
import { requestLanguage } from './common.ts';
import type { OriginPolicy } from './origins.ts';

const API_PREFIX = '/web/';
const SANDBOX_PREFIX = '/sandbox/';
const PUBLIC_PREFIXES = ['/data/'];
const PREFLIGHT_PREFIXES = [API_PREFIX, SANDBOX_PREFIX, ...PUBLIC_PREFIXES];

export function registerCors(app: FastifyInstance, origins: OriginPolicy): void {
  app.addHook('onRequest', async (request, reply) => {
    const { origin, host } = request.headers;
    if (PUBLIC_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
      return;
    }
    const guarded = pathGuard(request);
    if (!guarded) return;
    const allowed = guarded === 'sameOrigin' ? origins.isSameOrigin(origin, host) : origins.allows(origin, host);
    if (!allowed) {
      request.log.warn({ origin, path: request.url.split('?')[0] }, 'page origin not allowed');
      return sendFailure(reply, fail('originNotAllowed'), requestLanguage(request));
    }
    if (origin !== undefined) {
      reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    }
  });
  for (const prefix of PREFLIGHT_PREFIXES) {
    app.options(
      `${prefix}*`,
      { config: { description: 'CORS preflight for an allowed origin.' } },
      async (_request, reply) =>
        reply
          .code(204)
          .header('access-control-allow-methods', 'GET, POST, PUT, DELETE')
          .header('access-control-allow-headers', 'content-type, x-auth-token')
          .header('access-control-max-age', '600')
          .send(),
    );
  }
}

function pathGuard(request: FastifyRequest): 'allowList' | 'sameOrigin' | null {
  if (request.url.startsWith(API_PREFIX)) return 'allowList';
  if (request.url.startsWith(SANDBOX_PREFIX)) return 'sameOrigin';
  return null;
}
