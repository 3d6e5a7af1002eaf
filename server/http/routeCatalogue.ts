/**
 * Every route the server registers, with the description it carries in its `config`
 * (`app.get(url, { config: { description } }, handler)`; contract routes take theirs from the
 * contract). The OpenAPI document is built from it, and a test fails when a route has none.
 */
import type { FastifyInstance } from 'fastify';

export interface CataloguedRoute {
  method: string;
  url: string;
  description: string | undefined;
  /** The contract endpoint the route serves (its document entry comes from the contract). */
  endpoint: string | undefined;
}

export interface RouteConfig {
  description?: string;
  endpoint?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig extends RouteConfig {}
}

/** Call first: the hook sees only the routes registered after it. */
export function catalogueRoutes(app: FastifyInstance): readonly CataloguedRoute[] {
  const routes: CataloguedRoute[] = [];
  app.addHook('onRoute', (route) => {
    const config: RouteConfig = route.config ?? {};
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD twin to every GET; it is the same operation.
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, description: config.description, endpoint: config.endpoint });
    }
  });
  return routes;
}
