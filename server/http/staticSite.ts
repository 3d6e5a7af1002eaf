/**
 * The built single-page client from `dist/`. The app has no URL routes, but its page path selects
 * modes (spec 1 §2: /frontpage, /applist), so any other GET that is not an API, data or asset
 * path answers index.html (see the not-found handler in errors.ts).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface StaticSite {
  /** The folder of the built client, absolute. */
  root: string;
  /** Whether dist/index.html exists; if not, `/` explains how to build the client. */
  built: boolean;
}

export const CLIENT_NOT_BUILT_TEXT =
  'The web client is not built yet. Run `npm run build` (or `npm start`, which builds it), then reload.\n';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Looked up before anything is registered, so the error handling installed first knows it. */
export function findStaticSite(staticDir: string): StaticSite {
  const root = resolve(staticDir);
  return { root, built: existsSync(resolve(root, 'index.html')) };
}

export async function registerStaticSite(app: FastifyInstance, { root, built }: StaticSite): Promise<void> {
  if (!built) return;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    cacheControl: false,
    setHeaders(reply, path) {
      // Vite fingerprints everything under assets/; the HTML must always be revalidated.
      reply.header(
        'cache-control',
        path.includes('/assets/') ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
      );
    },
  });
}
