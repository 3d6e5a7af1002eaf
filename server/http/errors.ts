/**
 * What a request gets when no handler answers it normally. Bad input never gives a 5xx: body
 * parsing errors (malformed JSON, wrong content type, oversized body) become 400 with retcode
 * 100001; unknown API routes 404 with 100005. Only a genuine bug answers 500 (retcode 400000),
 * with no details in the body; the details go to the log.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../domain/failure.ts';
import { BAD_INPUT_TEXTS, type LocalizedText } from '../i18n.ts';
import { sendFailure } from './answers.ts';
import { requestLanguage } from './common.ts';
import { CLIENT_NOT_BUILT_TEXT, type StaticSite } from './staticSite.ts';

/** Paths that never fall back to the client's index.html. */
const NON_PAGE_PREFIXES = ['/web/', '/sandbox/', '/data/', '/webchat/'];

export function installErrorHandling(app: FastifyInstance, site: StaticSite, bodyLimitBytes: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLanguage(request);
    const badInput = describeBadInput(error, bodyLimitBytes);
    if (badInput) return sendFailure(reply, fail('badRequest', badInput), lang);
    request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, fail('serverError'), lang);
  });

  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request)) return answerPage(reply, site);
    const path = request.url.split('?')[0] ?? request.url;
    return sendFailure(
      reply,
      fail('notFound', BAD_INPUT_TEXTS.notFoundRoute(request.method, path)),
      requestLanguage(request),
    );
  });
}

function describeBadInput(error: FastifyError, bodyLimitBytes: number): LocalizedText | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return BAD_INPUT_TEXTS.tooLarge(Math.round(bodyLimitBytes / 1024));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return BAD_INPUT_TEXTS.notJson;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return BAD_INPUT_TEXTS.notAnObject;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return BAD_INPUT_TEXTS.invalidJson;
  }
  if (error instanceof SyntaxError) return BAD_INPUT_TEXTS.invalidJson;
  // Anything else Fastify itself rejects as the client's fault (bad content-length, prototype
  // poisoning in JSON…) is still bad input.
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return { en: error.message, zh_cn: '请求无效' };
  }
  return null;
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  // A missing file (favicon.ico, assets/x.js) is a 404, not the page.
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

function answerPage(reply: FastifyReply, site: StaticSite): FastifyReply {
  if (!site.built) return reply.code(404).type('text/plain; charset=utf-8').send(CLIENT_NOT_BUILT_TEXT);
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
