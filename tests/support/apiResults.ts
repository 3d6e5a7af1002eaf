/** ApiResult values for fakes in model and unit tests. */
import type { ApiResult } from '../../src/services/api/result.ts';

export function ok<T>(data: T): ApiResult<T> {
  return { ok: true, data };
}

/** The server answered with a retcode (a refusal). */
export function refused(retcode: number, retmsg = `refused ${retcode}`): ApiResult<never> {
  return { ok: false, retcode, retmsg };
}

/** The server could not be reached. */
export const networkFailure: ApiResult<never> = {
  ok: false,
  retcode: 500000,
  retmsg: 'network error',
  reason: 'network',
};

/** 500000 over HTTP 503: the service behind the call refused (a code SMS the carrier did not take). */
export const serviceRefusedAnswer: ApiResult<never> = {
  ok: false,
  retcode: 500000,
  retmsg: 'refused',
  httpStatus: 503,
};

/** spec 3 §8: the number lock's 'no number available' (HTTP 400 with 500000). */
export const noNumberAvailable: ApiResult<never> = { ok: false, retcode: 500000, retmsg: 'no number', httpStatus: 400 };
