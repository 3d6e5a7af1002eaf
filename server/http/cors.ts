/**
 * The client may be served from another origin than the API (a dev server, another API base):
 * any origin may call. Safe because the session travels in the `x-auth-token` header, never in a
 * cookie, so a foreign page cannot act with a visitor's session.
 */
import type { FastifyInstance } from 'fastify';

const CROSS_ORIGIN_PREFIXES = ['/web/', '/data/', '/sandbox/'];

export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!CROSS_ORIGIN_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    reply.header('access-control-allow-origin', '*');
  });
  for (const prefix of CROSS_ORIGIN_PREFIXES) {
    app.options(`${prefix}*`, async (_request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST, PUT, DELETE')
        .header('access-control-allow-headers', 'content-type, x-auth-token')
        .header('access-control-max-age', '600')
        .send(),
    );
  }
}
