/**
 * THE table of limits on verification codes (login and adding a phone or e-mail); the figures
 * and their reasons are in docs/security.md. Requests are counted over the last hour; a "soft"
 * limit asks for the image captcha (100028, spec 1 §8: the client opens it and retries with the
 * pass, which waives the soft limits for that one request), a "hard" limit refuses even with a
 * captcha (100016 'request too frequent', HTTP 429).
 *
 * Guessing: a code dies after `wrongGuessesPerCode` wrong tries, and an account (brand +
 * destination) accepts no code at all — not even the right one — once `wrongGuessesPerDay`
 * wrong tries were made on its codes in the last 24 hours. A 4-digit phone code then gives an
 * attacker at most 10 guesses in 10,000 a day: a chance of 1 in 1,000 (0.1 %) to get into one
 * account per day, and the owner receives every code the attacker triggers.
 */
export interface CodeLimits {
  /** Wrong tries before one code is dead (then: 100007 max attempts). */
  wrongGuessesPerCode: number;
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
  wrongGuessesPerCode: 5,
  wrongGuessesPerDay: 10,
  perDestination: { soft: 5, hard: 10 },
  perIp: { soft: 10, hard: 30 },
  global: { soft: 1_000, hard: 5_000 },
};

/** The window of the request limits. */
export const CODE_REQUEST_WINDOW_MS = 60 * 60 * 1000;
/** The window of `wrongGuessesPerDay`. */
export const GUESS_WINDOW_MS = 24 * 60 * 60 * 1000;
