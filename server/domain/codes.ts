/**
 * Verification codes (spec 1 §4–§5): 4 digits by SMS, 6 by e-mail; they expire; a code dies after
 * too many wrong tries; an address stops being heard on an account after too many wrong tries,
 * the account after too many from anywhere (codeGuesses.ts); requests are limited per
 * destination, per IP address and server-wide, and after a few wrong tries on the account, beyond
 * which the client must pass an image captcha (100028, spec 1 §8) or is refused (100016). The
 * figures are in codeLimits.ts and docs/security.md.
 *
 * Two purposes: 'login' codes are found by destination (only the newest one counts), 'verify'
 * codes (adding a phone or e-mail to an account) by their verifyid and owning account; a
 * validated verifyid is then spent by the call that saves the contact.
 *
 * decision: no minimum gap between two requests is enforced here; the client's 60 s countdown
 * (spec 1 §4) is a UI rule, and the request limits protect the destination.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LanguageCode, Platform } from '../../src/services/api/contract/index.ts';
import type { CodeMessenger } from '../adapters/messenger.ts';
import type { Database } from '../db/client.ts';
import { type VerificationCodeRow, verificationCodes } from '../db/schema.ts';
import { verificationMessage } from '../i18n.ts';
import { type Clock, DAY_MS, later, MINUTE_MS } from './clock.ts';
import {
  deleteGuessesBefore,
  forgetAllGuesses,
  guessAddress,
  recordWrongGuess,
  serialiseGuesses,
  wrongGuessCounts,
} from './codeGuesses.ts';
import { CODE_REQUEST_WINDOW_MS, type CodeLimits } from './codeLimits.ts';
import { type Contact, channelOf, destinationOf } from './contacts.ts';
import { type Failure, fail } from './failure.ts';

export const CODE_TTL_MS = 10 * MINUTE_MS;
/** How long a validated verifyid may still be spent on saving its contact. */
export const VERIFIED_TTL_MS = 30 * MINUTE_MS;
/** spec 1 §5, §9: code length 4 for phone, 6 for e-mail. */
const CODE_LENGTH = { sms: 4, email: 6 } as const;
/** Old rows are deleted past this (beyond the guess window, which counts them). */
const CODE_RETENTION_MS = 2 * DAY_MS;

export interface CodeServices {
  db: Database;
  clock: Clock;
  messenger: CodeMessenger;
  log: FastifyBaseLogger;
  limits: CodeLimits;
}

/** What a code check needs. */
export interface CodeCheckServices {
  db: Database;
  clock: Clock;
  limits: CodeLimits;
}

/** Who tries a code: the requester's IP address (its guesses are capped, codeGuesses.ts). */
export interface CodeTry {
  code: string;
  ip: string;
}

export interface CodeRequest {
  platform: Platform;
  lang: LanguageCode;
  purpose: 'login' | 'verify';
  contact: Contact;
  /** The account adding this contact ('verify' codes). */
  accountId?: number;
  /** A one-time captcha pass was spent on this request: the soft limits do not apply. */
  limitWaived: boolean;
  /** The requesting IP address (per-IP limit). */
  requesterIp: string;
}

/** Creates and delivers a code; answers the verifyid of a 'verify' code. */
export async function sendCode(
  services: CodeServices,
  request: CodeRequest,
): Promise<{ verifyId: string | null } | Failure> {
  const { db, clock, messenger, log } = services;
  const destination = destinationOf(request.contact);
  const channel = channelOf(request.contact);
  const now = clock.now();

  const limited = await checkRequestLimits(services, request, destination);
  if (limited) return limited;

  const code = randomDigits(CODE_LENGTH[channel]);
  const verifyId = request.purpose === 'verify' ? randomBytes(16).toString('base64url') : null;
  const [row] = await db
    .insert(verificationCodes)
    .values({
      platform: request.platform,
      purpose: request.purpose,
      channel,
      destination,
      code,
      accountId: request.accountId ?? null,
      verifyId,
      requesterIp: request.requesterIp,
      createdAt: now,
      expiresAt: later(clock, CODE_TTL_MS),
    })
    .returning({ id: verificationCodes.id });
  const retainedSince = new Date(now.getTime() - CODE_RETENTION_MS);
  await db.delete(verificationCodes).where(lt(verificationCodes.createdAt, retainedSince));
  await deleteGuessesBefore(db, retainedSince);

  const text = verificationMessage(request.lang, request.platform, code, CODE_TTL_MS / MINUTE_MS);
  try {
    await messenger.deliver({ channel, to: destination, code, text });
  } catch (error) {
    log.error({ err: error, channel }, 'code delivery failed');
    // A code nobody received must neither work nor count against the destination's limit.
    if (row) await db.delete(verificationCodes).where(eq(verificationCodes.id, row.id));
    return fail('serviceUnavailable');
  }
  return { verifyId };
}

/**
 * The hard and soft request limits of codeLimits.ts, counted in one statement over the last hour.
 * (Concurrent requests may pass a limit by the few that were counted together; the next ones
 * see them.)
 */
async function checkRequestLimits(
  { db, clock, limits }: CodeServices,
  { platform, requesterIp, limitWaived }: CodeRequest,
  destination: string,
): Promise<Failure | undefined> {
  const now = clock.now();
  const since = new Date(now.getTime() - CODE_REQUEST_WINDOW_MS);
  const toDestination = and(eq(verificationCodes.platform, platform), eq(verificationCodes.destination, destination));
  const [counts] = await db
    .select({
      destination: sql<number>`count(*) filter (where ${toDestination})`.mapWith(Number),
      ip: sql<number>`count(*) filter (where ${verificationCodes.requesterIp} = ${requesterIp})`.mapWith(Number),
      all: sql<number>`count(*)`.mapWith(Number),
    })
    .from(verificationCodes)
    .where(and(gt(verificationCodes.createdAt, since), eq(verificationCodes.countsTowardLimits, true)));
  const recent = { destination: counts?.destination ?? 0, ip: counts?.ip ?? 0, all: counts?.all ?? 0 };
  const over = (key: 'hard' | 'soft') =>
    recent.destination >= limits.perDestination[key] ||
    recent.ip >= limits.perIp[key] ||
    recent.all >= limits.global[key];
  if (over('hard')) return fail('tooFrequent');
  if (limitWaived) return undefined;
  if (over('soft')) return fail('imageCaptchaRequired');
  // After a few wrong tries on the account, every further guess costs a solved captcha: its codes
  // die at their first wrong try, and each new one is asked for with the captcha.
  const guessed = await wrongGuessCounts(db, now, { platform, destination }, guessAddress(requesterIp));
  if (guessed.account >= limits.captchaAfterWrongGuesses) return fail('imageCaptchaRequired');
  return undefined;
}

/** Spends the newest login code of this destination. */
export async function spendLoginCode(
  { db, clock, limits }: CodeCheckServices,
  platform: Platform,
  contact: Contact,
  attempt: CodeTry,
): Promise<undefined | Failure> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.platform, platform),
        eq(verificationCodes.purpose, 'login'),
        eq(verificationCodes.destination, destinationOf(contact)),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return checkCode({ db, clock, limits }, row, attempt, 'consume');
}

/** Marks the account's verifyid as validated when `code` is right (validateCode / validateCodeForEmail). */
export async function validateVerifyCode(
  { db, clock, limits }: CodeCheckServices,
  accountId: number,
  verifyId: string,
  channel: 'sms' | 'email',
  attempt: CodeTry,
): Promise<undefined | Failure> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.verifyId, verifyId),
        eq(verificationCodes.accountId, accountId),
        eq(verificationCodes.purpose, 'verify'),
        eq(verificationCodes.channel, channel),
      ),
    )
    .limit(1);
  return checkCode({ db, clock, limits }, row, attempt, 'validate');
}

/**
 * Spends a validated verifyid on saving its contact: it must belong to this account, have been
 * validated for exactly this phone or e-mail, and not be spent or stale.
 */
export async function spendVerification(
  db: Database,
  clock: Clock,
  accountId: number,
  verifyId: string,
  contact: Contact,
): Promise<undefined | Failure> {
  const now = clock.now();
  const spent = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.verifyId, verifyId),
        eq(verificationCodes.accountId, accountId),
        eq(verificationCodes.purpose, 'verify'),
        eq(verificationCodes.destination, destinationOf(contact)),
        isNotNull(verificationCodes.validatedAt),
        gt(verificationCodes.validatedAt, new Date(now.getTime() - VERIFIED_TTL_MS)),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .returning({ id: verificationCodes.id });
  return spent.length > 0 ? undefined : fail('verificationFailed');
}

/**
 * One try of a code. A try that is refused — the address or the account spent its wrong tries
 * for the day, the code is dead — is not compared, so it cannot hit. The wrong tries are counted
 * under the account's lock (codeGuesses.ts) and committed even though the try answers a failure.
 */
async function checkCode(
  { db, clock, limits }: CodeCheckServices,
  row: VerificationCodeRow | undefined,
  attempt: CodeTry,
  onMatch: 'consume' | 'validate',
): Promise<undefined | Failure> {
  if (!row || row.consumedAt || row.validatedAt) return fail('codeExpired');
  const now = clock.now();
  if (row.expiresAt.getTime() <= now.getTime()) return fail('codeExpired');
  const account = { platform: row.platform, destination: row.destination };
  const address = guessAddress(attempt.ip);
  // db.transaction, not inTransaction: the failure answered for a wrong try must not roll its count back.
  return db.transaction(async (tx): Promise<undefined | Failure> => {
    await serialiseGuesses(tx, account);
    const [current] = await tx.select().from(verificationCodes).where(eq(verificationCodes.id, row.id)).for('update');
    if (!current || current.consumedAt || current.validatedAt) return fail('codeExpired');
    const guessed = await wrongGuessCounts(tx, now, account, address);
    if (guessed.address >= limits.wrongGuessesPerAddress || guessed.account >= limits.wrongGuessesPerDay) {
      return fail('maxAttempts');
    }
    if (current.wrongAttempts >= triesPerCode(limits, guessed.account)) return fail('maxAttempts');
    if (!sameCode(current.code, attempt.code)) {
      const wrongAttempts = current.wrongAttempts + 1;
      await tx.update(verificationCodes).set({ wrongAttempts }).where(eq(verificationCodes.id, current.id));
      await recordWrongGuess(tx, now, account, address);
      return wrongAttempts >= triesPerCode(limits, guessed.account + 1) ? fail('maxAttempts') : fail('wrongCode');
    }
    await tx
      .update(verificationCodes)
      .set(onMatch === 'consume' ? { consumedAt: now } : { validatedAt: now })
      .where(eq(verificationCodes.id, current.id));
    return undefined;
  });
}

/** Wrong tries a code takes: all of them, or — once the account drew a few — just one (codeLimits.ts). */
function triesPerCode(limits: CodeLimits, accountWrongGuesses: number): number {
  return accountWrongGuesses >= limits.captchaAfterWrongGuesses ? 1 : limits.wrongGuessesPerCode;
}

/**
 * The sandbox's resetLimits: the codes requested so far leave the request counts (they still
 * work) and every wrong try is forgotten, so a long end-to-end suite need not move the clock.
 */
export async function resetCodeLimits(db: Database): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ countsTowardLimits: false })
    .where(eq(verificationCodes.countsTowardLimits, true));
  await forgetAllGuesses(db);
}

function randomDigits(length: number): string {
  return randomInt(0, 10 ** length)
    .toString()
    .padStart(length, '0');
}

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
