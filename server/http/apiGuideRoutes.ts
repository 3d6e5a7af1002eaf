/**
 * The developer guide (spec 2 §2 API Guide: an English and a Chinese version; docs/developer-api.md):
 * a static page per language at `API_GUIDE_PATHS` and its style sheet, in production too — they
 * hold nothing the API page does not say. Rendered once at start; no script (the pages' strict
 * policy, htmlPage.ts).
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { API_GUIDE_PATHS, LANGUAGE_CODES } from '../../src/services/api/contract/index.ts';
import { GUIDE_STYLE_PATH, renderApiGuide } from '../apiGuide/page.ts';
import { sendHtml } from './htmlPage.ts';

const STYLE = readFileSync(new URL('../apiGuide/guide.css', import.meta.url), 'utf8');

export function registerApiGuide(app: FastifyInstance, options: { browsable: boolean }): void {
  for (const language of LANGUAGE_CODES) {
    const page = renderApiGuide(language, options);
    const description = `The developer guide (callbacks, signatures, retries, the developer API's calls) in ${language === 'en' ? 'English' : 'Chinese'}.`;
    app.get(API_GUIDE_PATHS[language], { config: { description } }, (_request, reply) => sendHtml(reply, page));
  }
  app.get(GUIDE_STYLE_PATH, { config: { description: 'The style sheet of the developer guide.' } }, (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').send(STYLE),
  );
}
