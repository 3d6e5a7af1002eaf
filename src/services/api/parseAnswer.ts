import { RETCODE } from './contract/retcodes.ts';
import type { Exchange } from './http.ts';
import type { ApiFailure, ApiResult } from './result.ts';

/**
 * What checks a body: a contract schema (zod's `safeParse`). Typed by its shape, so this file
 * does not load zod itself: the schemas come with the contract, which the API layer loads with
 * its first call (issue 8 item 21: not with the login screen).
 */
export interface Validator<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

/** Every answer body (spec 1 §8); `retmsg` may be missing on success. */
interface Envelope {
  retcode: number;
  retmsg?: string;
  data?: unknown;
}

function isEnvelope(json: unknown): json is Envelope {
  if (typeof json !== 'object' || json === null) return false;
  const { retcode, retmsg } = json as Record<string, unknown>;
  return Number.isInteger(retcode) && (retmsg === undefined || typeof retmsg === 'string');
}

function unavailable(reason: NonNullable<ApiFailure['reason']>, retmsg: string, httpStatus?: number): ApiFailure {
  return { ok: false, retcode: RETCODE.SERVICE_UNAVAILABLE, retmsg, reason, ...(httpStatus ? { httpStatus } : {}) };
}

/**
 * Turns what came back into a result value: the envelope is read on any HTTP status (the server
 * answers failures with 4xx and a retcode), `data` is checked against the endpoint's output
 * schema, and anything that does not fit the contract becomes a `malformed` failure.
 */
export function parseAnswer<T>(exchange: Exchange, output: Validator<T>): ApiResult<T> {
  if (exchange.kind === 'aborted') return unavailable('aborted', 'request aborted');
  if (exchange.kind === 'network') return unavailable('network', exchange.message);

  const { status, body } = exchange;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return unavailable('malformed', `answer with HTTP ${status} is not JSON`, status);
  }
  if (!isEnvelope(json))
    return unavailable('malformed', `answer with HTTP ${status} is not a retcode envelope`, status);

  const { retcode, retmsg = '', data } = json;
  if (retcode !== RETCODE.OK) {
    return { ok: false, retcode, retmsg, httpStatus: status, ...(data === undefined ? {} : { data }) };
  }
  // A success code on an HTTP error status contradicts itself: trust neither.
  if (status < 200 || status > 299) return unavailable('malformed', `retcode 0 with HTTP ${status}`, status);

  const parsed = output.safeParse(data ?? {});
  if (!parsed.success)
    return unavailable('malformed', `data does not match the contract: ${parsed.error.message}`, status);
  return { ok: true, data: parsed.data };
}

/**
 * A static JSON file (no envelope, e.g. the country lists): the body must match `schema`.
 * A non-2xx status is a failure with that `httpStatus` and no `reason` (the server did answer).
 */
export function parseStaticJson<T>(exchange: Exchange, schema: Validator<T>): ApiResult<T> {
  if (exchange.kind === 'aborted') return unavailable('aborted', 'request aborted');
  if (exchange.kind === 'network') return unavailable('network', exchange.message);
  const { status, body } = exchange;
  if (status < 200 || status > 299) {
    return { ok: false, retcode: RETCODE.SERVICE_UNAVAILABLE, retmsg: `HTTP ${status}`, httpStatus: status };
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return unavailable('malformed', 'file is not JSON', status);
  }
  const parsed = schema.safeParse(json);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : unavailable('malformed', `file does not match the contract: ${parsed.error.message}`, status);
}
