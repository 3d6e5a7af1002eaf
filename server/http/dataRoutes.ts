/**
 * Static data beside the API (spec 1 §7): the country lists, their flags and the banner images.
 * All are generated or looked up by the server, so they need no build step.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { COUNTRY_LIST_PATHS, isPlatform } from '../../src/services/api/contract/index.ts';
import { BANNER_PATH_PREFIX, bannerSvg, parseBannerFile } from '../domain/ads.ts';
import { countryLists, FLAG_PATH_PREFIX, flagFile } from '../domain/countries.ts';
import { fail } from '../domain/failure.ts';
import { sendFailure } from './answers.ts';
import { requestLanguage } from './common.ts';

const ONE_DAY_SECONDS = 24 * 60 * 60;

export function registerDataRoutes(app: FastifyInstance): void {
  const jsonList = (pick: 'en' | 'zh') => async (_request: unknown, reply: FastifyReply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
      .send(countryLists()[pick]);
  app.get(
    COUNTRY_LIST_PATHS.en,
    { config: { description: 'The country list in English (calling codes, ISO codes), cached for a day.' } },
    jsonList('en'),
  );
  app.get(
    COUNTRY_LIST_PATHS.zh,
    { config: { description: 'The country list in Chinese, sorted by pinyin, cached for a day.' } },
    jsonList('zh'),
  );

  const flags = new Map<string, Buffer>();
  app.get<{ Params: { file: string } }>(
    `${FLAG_PATH_PREFIX}:file`,
    { config: { description: 'A country flag (SVG) by ISO code.' } },
    async (request, reply) => {
      const file = flagFile(request.params.file);
      if (!file) return sendFailure(reply, fail('notFound'), requestLanguage(request));
      let svg = flags.get(file);
      if (!svg) {
        try {
          svg = await readFile(file);
        } catch {
          return sendFailure(reply, fail('notFound'), requestLanguage(request));
        }
        flags.set(file, svg);
      }
      return reply.type('image/svg+xml').header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`).send(svg);
    },
  );

  app.get<{ Params: { file: string } }>(
    `${BANNER_PATH_PREFIX}:file`,
    { config: { description: 'A banner ad picture named by getAdConfig.' } },
    async (request, reply) => {
      const parsed = parseBannerFile(request.params.file);
      const svg = parsed && isPlatform(parsed.platform) ? bannerSvg(parsed.platform, parsed.language) : null;
      if (!svg) return sendFailure(reply, fail('notFound'), requestLanguage(request));
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
        .send(svg);
    },
  );
}
