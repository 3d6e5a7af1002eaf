/**
 * The parameters every request carries (spec 1 §7): `t`, `webVersion`, `languagecode` and the
 * brand `platform` in the query; POST/PUT bodies are JSON objects that carry `platform` too.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import {
  freeText,
  type HttpMethod,
  LANGUAGE_CODES,
  type LanguageCode,
  PLATFORMS,
  type Platform,
} from '../../src/services/api/contract/index.ts';
import { type Failure, fail, isFailure } from '../domain/failure.ts';
import { BAD_INPUT_TEXTS } from '../i18n.ts';
import { isRecord, parseInput } from './validation.ts';

export const CommonParams = z.object({
  platform: z.enum(PLATFORMS, { error: `must be one of ${PLATFORMS.join(', ')}` }),
  languagecode: z._default(z.enum(LANGUAGE_CODES, { error: `must be one of ${LANGUAGE_CODES.join(', ')}` }), 'en'),
  t: z.optional(freeText(z.string().check(z.maxLength(32)))),
  webVersion: z.optional(freeText(z.string().check(z.maxLength(64)))),
});
const COMMON_KEYS = ['platform', 'languagecode', 't', 'webVersion'] as const;

export interface RequestFrame {
  platform: Platform;
  lang: LanguageCode;
  /** The endpoint's own input: the query (GET/DELETE) or the body (POST/PUT) without common keys. */
  input: Record<string, unknown>;
}

/** The answer language, also for requests that fail before their parameters are validated. */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  const query = request.query;
  return isRecord(query) && query.languagecode === 'zh_cn' ? 'zh_cn' : 'en';
}

export function readRequestFrame(request: FastifyRequest, method: HttpMethod): RequestFrame | Failure {
  const query = isRecord(request.query) ? request.query : {};
  const hasBody = method === 'POST' || method === 'PUT';
  // A POST without any body (e.g. logout from a bare fetch) counts as an empty object.
  const body = request.body ?? {};
  if (hasBody && !isRecord(body)) return fail('badRequest', BAD_INPUT_TEXTS.notAnObject);
  const bodyPlatform = hasBody && isRecord(body) ? body.platform : undefined;
  if (bodyPlatform !== undefined && query.platform !== undefined && bodyPlatform !== query.platform) {
    return fail('badRequest', BAD_INPUT_TEXTS.platformMismatch);
  }
  const common = parseInput(CommonParams, { ...query, platform: bodyPlatform ?? query.platform });
  if (isFailure(common)) return common;
  return {
    platform: common.platform,
    lang: common.languagecode,
    input: hasBody && isRecord(body) ? without(body, ['platform']) : without(query, COMMON_KEYS),
  };
}

function without(record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}
