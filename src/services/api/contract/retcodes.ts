/**
 * Answer codes shared by the client and the reference server.
 *
 * Every answer body is `{ retcode, retmsg, data? }`; retcode 0 is success. The codes named by the
 * spec (spec 1 §8, spec 2 §8, spec 3 §8) keep their numbers and meanings. The spec leaves the
 * codes of ordinary failures "not shown"; those below 100100 that the spec does not list are this
 * product's own choice and are documented here, once, for both sides.
 */
export const RETCODE = {
  OK: 0,

  // ── spec 1 §8 (numbers and meanings fixed by the spec) ──
  /** Generic silent failure (spec: silent list). */
  SILENT_FAILURE: 100000,
  /** Silent list (meaning not shown by the spec). */
  SILENT_100004: 100004,
  SILENT_100006: 100006,
  /** The account was suspended for suspicious activity: kicked. */
  ACCOUNT_SUSPENDED: 100008,
  /** A captcha must be solved before this request (captcha modal). */
  CAPTCHA_REQUIRED: 100010,
  /** The token is missing or unknown: logout + kicked, never alerted. */
  TOKEN_INVALID: 100012,
  /** The token expired: alert (translated), logout + kicked. */
  TOKEN_EXPIRED: 100013,
  /** The token was logged out (revoked): alert (translated), logout + kicked. */
  LOGGED_OUT: 100014,
  SILENT_100015: 100015,
  /** Captcha answer wrong. */
  CAPTCHA_FAILED: 100020,
  /** The profile is incomplete: data carries profileStatus, needSetPhone and useCaseStatus (ProfileGateData). */
  PROFILE_INCOMPLETE: 100023,
  /** A phone must be verified first: verified modal in update2 mode. */
  NEED_UPDATE_PHONE: 100025,
  /** Too many code requests, or wrong codes tried on the account (docs/security.md): solve the image captcha, then the request is retried. */
  IMAGE_CAPTCHA_REQUIRED: 100028,
  /** The account was deleted: kicked. */
  ACCOUNT_DELETED: 200018,
  /** Payment submit errors (payment-error dialog). */
  PAYMENT_SUBMIT_FAILED: 200025,
  PAYMENT_ERROR_FIRST: 200040,
  PAYMENT_ERROR_LAST: 200047,
  PAYMENT_PROVIDER_FAILED: 200201,
  // decision: what each payment code of the spec's range means (spec 2 §8 names only the range;
  // payments.ts, docs/payments.md). All open the payment-error dialog with the server's text.
  /** The amount is not one of the brand's tiers for this method, or outside its custom range. */
  PAYMENT_AMOUNT_REFUSED: 200040,
  /** The product id is not one this brand sells with this method (e.g. PayPal with _CUSTOM). */
  PAYMENT_PRODUCT_UNKNOWN: 200041,
  /** The method is not offered on this brand (or not through this call). */
  PAYMENT_METHOD_DISABLED: 200042,
  /** The method needs a verified phone on the account first (needSetPhone). */
  PAYMENT_NEEDS_PHONE: 200043,
  /** The wallet currency or network is not offered (USDC has no TRC-20; ETH and BCH take none). */
  PAYMENT_NETWORK_REFUSED: 200044,
  /** The order expired before it was paid. */
  PAYMENT_ORDER_EXPIRED: 200045,
  /** The order is already settled (failed or expired) and cannot be paid or captured. */
  PAYMENT_ORDER_CLOSED: 200046,
  /** Too many unpaid orders are open for the account; pay or let one expire first. */
  PAYMENT_TOO_MANY_ORDERS: 200047,
  /** Error dialog 'Something Went Wrong'. */
  SOMETHING_WENT_WRONG: 300002,
  /** Toll-free destination needs registration (message status). */
  TOLL_FREE_UNREGISTERED: 300030,
  SILENT_300033: 300033,
  /** Error dialog 'Something Went Wrong' (server-side failure). */
  SERVER_ERROR: 400000,
  /** No credit: 'Insufficient Balance' dialog. */
  INSUFFICIENT_BALANCE: 400001,
  /** Service temporarily unavailable (silent); with HTTP 400 on number lock: no number available. */
  SERVICE_UNAVAILABLE: 500000,
  SILENT_600000: 600000,
  SILENT_600002: 600002,

  // ── this product's own codes (spec: "mapping beyond the table is not shown") ──
  /** Malformed JSON, missing or mistyped fields, oversized body. */
  BAD_REQUEST: 100001,
  /** Verification code incorrect. */
  WRONG_CODE: 100002,
  /** Verification code expired or never requested. */
  CODE_EXPIRED: 100003,
  /** No such route or resource (also: another account's resource). */
  NOT_FOUND: 100005,
  /** Max retry attempts reached (too many wrong codes for one request). */
  MAX_ATTEMPTS: 100007,
  /** Phone number not supported. */
  PHONE_NOT_SUPPORTED: 100009,
  /** E-mail incorrect. */
  EMAIL_INVALID: 100011,
  /** Request too frequent. */
  TOO_FREQUENT: 100016,
  /** Not authorized (a resource of another account, a feature of another brand). */
  NOT_AUTHORIZED: 100017,
  /** The phone or e-mail is already used by another account of this brand. */
  CONTACT_TAKEN: 100018,
  /**
   * A verified phone or e-mail could not be saved: its verification was never completed, is
   * spent or stale, or was for another contact. Its own code, so the person reads 'verification
   * failed, try again' (spec 1 §8), not 'not authorized'.
   */
  VERIFICATION_FAILED: 100019,
  /**
   * The recipient is a toll-free number, which cannot receive messages (spec 1 §5 Sending).
   * Not 300030: that code means the sender's own toll-free number must be registered first.
   */
  TOLL_FREE_DESTINATION: 100021,
} as const;

export type Retcode = (typeof RETCODE)[keyof typeof RETCODE];
