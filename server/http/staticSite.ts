/**
 * The built single-page client from `dist/`. The app has no URL routes, but its page path selects
 * modes (spec 1 §2: /frontpage, /applist), so any other GET that is not an API, data or asset
 * path answers index.html (see the not-found handler in errors.ts).
 *
 * Served as a production web server would:
 * - text files go out precompressed: the build writes `.br` and `.gz` beside each one
 *   (`scripts/build/precompress.ts`) and the variant the browser accepts is sent as it is, with
 *   `Vary: Accept-Encoding`; a file without variants is compressed on the fly (compression.ts);
 * - `assets/` is fingerprinted by Vite, so it is cached for a year as immutable; everything else
 *   (index.html) is revalidated on every load (`no-cache`);
 * - source maps are served only when `sourceMaps` is on (sandbox mode, for debugging); a
 *   production server answers them 404, so the original sources stay private.
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

export interface StaticSiteOptions {
  /** Serve `*.map` files (sandbox mode); off in production. */
  sourceMaps: boolean;
}

export const CLIENT_NOT_BUILT_TEXT =
  'The web client is not built yet. Run `npm run build` (or `npm start`, which builds it), then reload.\n';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
export const IMMUTABLE_CACHE_CONTROL = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;

/** Looked up before anything is registered, so the error handling installed first knows it. */
export function findStaticSite(staticDir: string): StaticSite {
  const root = resolve(staticDir);
  return { root, built: existsSync(resolve(root, 'index.html')) };
}

export async function registerStaticSite(
  app: FastifyInstance,
  { root, built }: StaticSite,
  { sourceMaps }: StaticSiteOptions,
): Promise<void> {
  if (!built) return;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    // A refused path falls through to the not-found handler: a 404 like any missing file.
    allowedPath: (pathName) => sourceMaps || !pathName.endsWith('.map'),
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE_CACHE_CONTROL : 'no-cache');
    },
  });
}
