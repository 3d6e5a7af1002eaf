/**
 * What every endpoint function returns: expected failures are values, never thrown
 * (conventions: "Expected failures are values"). A network failure or an answer that does not
 * match the contract becomes `{ ok: false, retcode: RETCODE.SERVICE_UNAVAILABLE }` with `network`
 * or `malformed` set, so callers can tell "the server said no" from "we could not ask".
 * `httpStatus` is the HTTP status of a received answer (spec 1 §8: 500000 with HTTP 400 on the
 * number lock means "no number available").
 */
export type ApiResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      retcode: number;
      retmsg: string;
      data?: unknown;
      reason?: 'network' | 'malformed' | 'aborted';
      httpStatus?: number;
    };

export type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;
