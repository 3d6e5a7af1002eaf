/**
 * The answer envelope `{ retcode, retmsg, data? }` (spec 1 §8) and how each expected failure is
 * answered.
 *
 * decision on HTTP statuses: the status says what kind of answer it is, the retcode says what
 * happened. 400 bad input (100001; 413 a body too large, 415 not JSON, 408 too slow), 401 no
 * valid session (100012/100013/100014), 403 a page origin not allowed (100017), 404 no such route
 * or resource (100005; 405 another method), 429 too many requests (100016), 500 a bug (400000, no
 * details but the request id), 503 a delivery service is down (500000). Every other answer —
 * success and business failures such as a wrong code (100002), "solve the image captcha"
 * (100028), insufficient balance (400001) or a payment refusal (200025, 200040–200047, 200201;
 * docs/payments.md) — is 200: the client routes them by retcode (spec 1 §8, spec 2 §8).
 */
import type { FastifyReply } from 'fastify';
import { type LanguageCode, RETCODE, type Retcode } from '../../src/services/api/contract/index.ts';
import type { Failure, FailureReason } from '../domain/failure.ts';
import { FAILURE_TEXTS, SUCCESS_TEXT } from '../i18n.ts';

export const FAILURE_ANSWERS = {
  badRequest: { retcode: RETCODE.BAD_REQUEST, status: 400 },
  notFound: { retcode: RETCODE.NOT_FOUND, status: 404 },
  tokenInvalid: { retcode: RETCODE.TOKEN_INVALID, status: 401 },
  tokenExpired: { retcode: RETCODE.TOKEN_EXPIRED, status: 401 },
  loggedOut: { retcode: RETCODE.LOGGED_OUT, status: 401 },
  wrongCode: { retcode: RETCODE.WRONG_CODE, status: 200 },
  codeExpired: { retcode: RETCODE.CODE_EXPIRED, status: 200 },
  maxAttempts: { retcode: RETCODE.MAX_ATTEMPTS, status: 200 },
  phoneNotSupported: { retcode: RETCODE.PHONE_NOT_SUPPORTED, status: 200 },
  captchaFailed: { retcode: RETCODE.CAPTCHA_FAILED, status: 200 },
  imageCaptchaRequired: { retcode: RETCODE.IMAGE_CAPTCHA_REQUIRED, status: 200 },
  verificationFailed: { retcode: RETCODE.VERIFICATION_FAILED, status: 200 },
  contactTaken: { retcode: RETCODE.CONTACT_TAKEN, status: 200 },
  notAuthorized: { retcode: RETCODE.NOT_AUTHORIZED, status: 200 },
  originNotAllowed: { retcode: RETCODE.NOT_AUTHORIZED, status: 403 },
  tooFrequent: { retcode: RETCODE.TOO_FREQUENT, status: 429 },
  tollFreeDestination: { retcode: RETCODE.TOLL_FREE_DESTINATION, status: 200 },
  insufficientBalance: { retcode: RETCODE.INSUFFICIENT_BALANCE, status: 200 },
  profileIncomplete: { retcode: RETCODE.PROFILE_INCOMPLETE, status: 200 },
  phoneRequired: { retcode: RETCODE.NEED_UPDATE_PHONE, status: 200 },
  /** spec 3 §8: HTTP 400 with retcode 500000 means no number available. */
  numberUnavailable: { retcode: RETCODE.SERVICE_UNAVAILABLE, status: 400 },
  serviceUnavailable: { retcode: RETCODE.SERVICE_UNAVAILABLE, status: 503 },
  serverError: { retcode: RETCODE.SERVER_ERROR, status: 500 },
  paymentAmountRefused: { retcode: RETCODE.PAYMENT_AMOUNT_REFUSED, status: 200 },
  paymentProductUnknown: { retcode: RETCODE.PAYMENT_PRODUCT_UNKNOWN, status: 200 },
  paymentMethodDisabled: { retcode: RETCODE.PAYMENT_METHOD_DISABLED, status: 200 },
  paymentNeedsPhone: { retcode: RETCODE.PAYMENT_NEEDS_PHONE, status: 200 },
  paymentNetworkRefused: { retcode: RETCODE.PAYMENT_NETWORK_REFUSED, status: 200 },
  paymentOrderExpired: { retcode: RETCODE.PAYMENT_ORDER_EXPIRED, status: 200 },
  paymentOrderClosed: { retcode: RETCODE.PAYMENT_ORDER_CLOSED, status: 200 },
  paymentTooManyOrders: { retcode: RETCODE.PAYMENT_TOO_MANY_ORDERS, status: 200 },
  paymentSubmitFailed: { retcode: RETCODE.PAYMENT_SUBMIT_FAILED, status: 200 },
  paymentProviderFailed: { retcode: RETCODE.PAYMENT_PROVIDER_FAILED, status: 200 },
  /** A payment webhook without a valid signature (docs/payments.md). */
  webhookSignatureInvalid: { retcode: RETCODE.NOT_AUTHORIZED, status: 401 },
} satisfies Record<FailureReason, { retcode: Retcode; status: number }>;

export interface AnswerBody {
  retcode: number;
  retmsg: string;
  data?: unknown;
}

export function failureBody(failure: Failure, lang: LanguageCode): AnswerBody {
  const text = failure.text ?? FAILURE_TEXTS[failure.reason];
  const body: AnswerBody = { retcode: FAILURE_ANSWERS[failure.reason].retcode, retmsg: text[lang] };
  if (failure.data !== undefined) body.data = failure.data;
  return body;
}

/** `status` overrides the reason's usual one where HTTP has a more precise code (413, 415, 405…). */
export function sendFailure(reply: FastifyReply, failure: Failure, lang: LanguageCode, status?: number): FastifyReply {
  return reply.code(status ?? FAILURE_ANSWERS[failure.reason].status).send(failureBody(failure, lang));
}

export function successBody(data: unknown, lang: LanguageCode): AnswerBody {
  return { retcode: RETCODE.OK, retmsg: SUCCESS_TEXT[lang], data };
}
