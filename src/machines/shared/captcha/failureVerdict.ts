/**
 * Output of the injected `recordCaptchaFailure` actor (spec 2 §4 captcha failure counter), shared
 * by every chart that counts captcha failures: the image captcha's hosts and the redeem chart's
 * slider captcha.
 */
export interface CaptchaFailureVerdict {
  /** The third failure in a row: the counter became a timestamp and the person is told to wait. */
  tooManyAttempts: boolean;
}
