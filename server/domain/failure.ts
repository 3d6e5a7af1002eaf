/**
 * Expected failures of the domain, as values (conventions: "expected failures are values").
 * A domain function returns `T | Failure`; the HTTP layer turns a Failure into
 * `{ retcode, retmsg }` with the status of `http/answers.ts` and the text of `i18n.ts`.
 */
import type { LocalizedText } from '../../src/services/api/contract/localizedText.ts';

export type FailureReason =
  | 'badRequest'
  | 'notFound'
  | 'tokenInvalid'
  | 'tokenExpired'
  | 'loggedOut'
  | 'wrongCode'
  | 'codeExpired'
  | 'maxAttempts'
  | 'phoneNotSupported'
  | 'captchaFailed'
  | 'imageCaptchaRequired'
  | 'verificationFailed'
  | 'contactTaken'
  | 'notAuthorized'
  | 'originNotAllowed'
  | 'tooFrequent'
  | 'tollFreeDestination'
  | 'insufficientBalance'
  | 'profileIncomplete'
  /** A phone must be set first (100025: the verification modal in update2 mode). */
  | 'phoneRequired'
  | 'numberUnavailable'
  | 'serviceUnavailable'
  | 'serverError'
  // payments (issue 12; codes in contract/retcodes.ts, spec 2 §8)
  | 'paymentAmountRefused'
  | 'paymentProductUnknown'
  | 'paymentMethodDisabled'
  | 'paymentNeedsPhone'
  | 'paymentNetworkRefused'
  | 'paymentOrderExpired'
  | 'paymentOrderClosed'
  | 'paymentTooManyOrders'
  | 'paymentSubmitFailed'
  | 'paymentProviderFailed'
  | 'webhookSignatureInvalid';

export class Failure {
  constructor(
    readonly reason: FailureReason,
    /** Replaces the reason's standard text (e.g. which field of a bad request is wrong). */
    readonly text?: LocalizedText,
    /** Sent as the answer's `data`, for failures the client can show in detail (e.g. form errors). */
    readonly data?: unknown,
  ) {}
}

export type { LocalizedText };

export function fail(reason: FailureReason, text?: LocalizedText, data?: unknown): Failure {
  return new Failure(reason, text, data);
}

export function isFailure(value: unknown): value is Failure {
  return value instanceof Failure;
}
