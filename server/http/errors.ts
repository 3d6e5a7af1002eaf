/**
 * What a request gets when no handler answers it normally — installed before anything else is
 * registered, so every route and plugin (the static site included) inherits it (conventions:
 * "the error handler is installed before any plugin; every framework error becomes the
 * envelope").
 *
 * - Bad input never gives a 5xx: malformed JSON, an empty or non-object body and prototype keys
 *   answer 400, an oversized body 413, a body that is not JSON 415 — all with retcode 100001.
 * - An unknown route answers 404 (100005); a known path with another method 405 (100005) with
 *   an `Allow` header.
 * - Errors below the HTTP parser (a request that times out, headers too large, a broken request
 *   line) answer 408 / 431 / 400 with the envelope too (`clientErrorHandler`).
 * - Only a genuine bug answers 500 (retcode 400000). Its body never carries the error's text,
 *   SQL, parameters or stack: only the request id, which is logged with the full detail.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RETCODE } from '../../src/services/api/contract/index.ts';
import { fail } from '../domain/failure.ts';
import { BAD_INPUT_TEXTS, FAILURE_TEXTS, type LocalizedText } from '../i18n.ts';
import { sendFailure } from './answers.ts';
import { requestLanguage } from './common.ts';
import { CLIENT_NOT_BUILT_TEXT, type StaticSite } from './staticSite.ts';

/** Paths that never fall back to the client's index.html. */
const NON_PAGE_PREFIXES = [
  '/web/',
  '/sandbox/',
  '/data/',
  '/webchat/',
  '/media/',
  '/webhooks/',
  '/receipts/',
  '/payPages/',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;
/** The header that carries the request id of every answer (the id a 500 names). */
export const REQUEST_ID_HEADER = 'x-request-id';

export function installErrorHandling(app: FastifyInstance, site: StaticSite, bodyLimitBytes: number): void {
  // Callback style: an async hook costs a promise per request for one header.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLanguage(request);
    const badInput = describeBadInput(error, bodyLimitBytes);
    if (badInput) return sendFailure(reply, fail('badRequest', badInput.text), lang, badInput.status);
    // The detail (SQL, parameters, stack) goes to the log only, under the id the answer names.
    request.log.error({ err: error, requestId: request.id }, 'request failed');
    return sendFailure(reply, fail('serverError', serverErrorText(request.id), { requestId: request.id }), lang);
  });

  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request)) return answerPage(reply, site);
    const path = request.url.split('?')[0] ?? request.url;
    const lang = requestLanguage(request);
    const allowed = METHODS.filter((method) => method !== 'OPTIONS' && app.hasRoute({ method, url: path }));
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendFailure(reply, fail('notFound', BAD_INPUT_TEXTS.methodNotAllowed(request.method, path)), lang, 405);
    }
    return sendFailure(reply, fail('notFound', BAD_INPUT_TEXTS.notFoundRoute(request.method, path)), lang);
  });
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (timeouts, oversized headers,
 * garbage); they get the envelope too, in English (the query could not be read).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { status, reason } = clientErrorStatus(error.code);
  const text: LocalizedText =
    status === 408
      ? BAD_INPUT_TEXTS.timedOut
      : status === 431
        ? BAD_INPUT_TEXTS.headersTooLarge
        : FAILURE_TEXTS.badRequest;
  const body = JSON.stringify({ retcode: RETCODE.BAD_REQUEST, retmsg: text.en });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

function clientErrorStatus(code: string | undefined): { status: number; reason: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, reason: 'Request Timeout' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, reason: 'Request Header Fields Too Large' };
  return { status: 400, reason: 'Bad Request' };
}

function serverErrorText(requestId: string): LocalizedText {
  return {
    en: `${FAILURE_TEXTS.serverError.en} (request ${requestId})`,
    zh_cn: `${FAILURE_TEXTS.serverError.zh_cn}（请求 ${requestId}）`,
  };
}

function describeBadInput(error: FastifyError, bodyLimitBytes: number): { text: LocalizedText; status: number } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { text: BAD_INPUT_TEXTS.tooLarge(Math.round(bodyLimitBytes / 1024)), status: 413 };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { text: BAD_INPUT_TEXTS.notJson, status: 415 };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { text: BAD_INPUT_TEXTS.notAnObject, status: 400 };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { text: BAD_INPUT_TEXTS.invalidJson, status: 400 };
  }
  if (error instanceof SyntaxError) return { text: BAD_INPUT_TEXTS.invalidJson, status: 400 };
  // Anything else Fastify itself rejects as the client's fault (bad content-length, prototype
  // poisoning in JSON…) is still bad input; its own messages name no internals.
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return { text: { en: error.message, zh_cn: FAILURE_TEXTS.badRequest.zh_cn }, status: error.statusCode };
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
