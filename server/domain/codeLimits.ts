/**
 * THE table of limits on verification codes (login and adding a phone or e-mail); the figures
 * and their reasons are in docs/security.md. Requests are counted over the last hour; a "soft"
 * limit asks for the image captcha (100028, spec 1 §8: the client opens it and retries with the
 * pass, which waives the soft limits for that one request), a "hard" limit refuses even with a
 * captcha (100016 'request too frequent', HTTP 429).
 *
 * Guessing (issue 23: a limit the owner survives), over the last 24 hours of one account (brand +
 * destination): a code dies after `wrongGuessesPerCode` wrong tries; once the account has
 * `captchaAfterWrongGuesses` wrong tries, every code request needs the image captcha and a code
 * dies at its first wrong try, so each further guess costs a solved captcha; an address that made
 * `wrongGuessesPerAddress` wrong tries may try no more (not even the right code); and the
 * account accepts no code at all once `wrongGuessesPerDay` were made from anywhere. A try that is
 * refused is never compared, so at most `wrongGuessesPerDay` guesses a day can hit a 4-digit
 * code: 10 in 10,000, 0.1 % — 0.05 % from one address. A stranger on one address spends only
 * that address's 5: the owner, elsewhere, still logs in with a fresh code.
 */
export interface CodeLimits {
  /** Wrong tries before one code is dead (then: 100007 max attempts). */
  wrongGuessesPerCode: number;
  /** Wrong tries on one account's codes in 24 hours after which code requests need the captcha and a code dies at its first wrong try. */
  captchaAfterWrongGuesses: number;
  /** Wrong tries from one address on one account's codes in 24 hours before that address's tries are refused (100007). */
  wrongGuessesPerAddress: number;
  /** Wrong tries on one account's codes in 24 hours before it accepts none (100007). */
  wrongGuessesPerDay: number;
  /** Codes to one destination (phone or e-mail) on one brand per hour: beyond `soft` a captcha, beyond `hard` refused. */
  perDestination: { soft: number; hard: number };
  /** Codes requested from one IP address per hour. */
  perIp: { soft: number; hard: number };
  /** Codes the whole server sends per hour (SMS pumping, cost). */
  global: { soft: number; hard: number };
}

export const CODE_LIMITS: CodeLimits = {
  wrongGuessesPerCode: 3,
  captchaAfterWrongGuesses: 3,
  wrongGuessesPerAddress: 5,
  wrongGuessesPerDay: 10,
  perDestination: { soft: 5, hard: 10 },
  perIp: { soft: 10, hard: 30 },
  global: { soft: 1_000, hard: 5_000 },
};

/** The window of the request limits. */
export const CODE_REQUEST_WINDOW_MS = 60 * 60 * 1000;
/** The window of `wrongGuessesPerDay`. */
export const GUESS_WINDOW_MS = 24 * 60 * 60 * 1000;
