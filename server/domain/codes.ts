/**
 * Verification codes (spec 1 §4–§5): 4 digits by SMS, 6 by e-mail; they expire; a code dies after
 * too many wrong tries; requests per destination are limited, beyond which the client must pass
 * an image captcha (100028, spec 1 §8).
 *
 * Two purposes: 'login' codes are found by destination (only the newest one counts), 'verify'
 * codes (adding a phone or e-mail to an account) by their verifyid and owning account; a
 * validated verifyid is then spent by the call that saves the contact.
 *
 * decision: no minimum gap between two requests is enforced here; the client's 60 s countdown
 * (spec 1 §4) is a UI rule, and the request limit below protects the destination.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LanguageCode, Platform } from '../../src/services/api/contract/index.ts';
import type { CodeMessenger } from '../adapters/messenger.ts';
import type { Database } from '../db/client.ts';
import { type VerificationCodeRow, verificationCodes } from '../db/schema.ts';
import { verificationMessage } from '../i18n.ts';
import { type Clock, DAY_MS, later, MINUTE_MS } from './clock.ts';
import { type Contact, channelOf, destinationOf } from './contacts.ts';
import { type Failure, fail } from './failure.ts';

export const CODE_TTL_MS = 10 * MINUTE_MS;
export const MAX_WRONG_ATTEMPTS = 5;
/** Codes one destination may be sent per window, per brand, before a captcha pass is needed. */
export const CODE_REQUEST_LIMIT = 5;
export const CODE_REQUEST_WINDOW_MS = 10 * MINUTE_MS;
/** How long a validated verifyid may still be spent on saving its contact. */
export const VERIFIED_TTL_MS = 30 * MINUTE_MS;
const CODE_LENGTH = { sms: 4, email: 6 } as const;
/** Old rows are deleted past this (well beyond the request window). */
const CODE_RETENTION_MS = DAY_MS;

export interface CodeServices {
  db: Database;
  clock: Clock;
  messenger: CodeMessenger;
  log: FastifyBaseLogger;
}

export interface CodeRequest {
  platform: Platform;
  lang: LanguageCode;
  purpose: 'login' | 'verify';
  contact: Contact;
  /** The account adding this contact ('verify' codes). */
  accountId?: number;
  /** A one-time captcha pass was spent on this request: the request limit does not apply. */
  limitWaived: boolean;
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

  if (!request.limitWaived) {
    const since = new Date(now.getTime() - CODE_REQUEST_WINDOW_MS);
    const [recent] = await db
      .select({ n: count() })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.platform, request.platform),
          eq(verificationCodes.destination, destination),
          gt(verificationCodes.createdAt, since),
        ),
      );
    if ((recent?.n ?? 0) >= CODE_REQUEST_LIMIT) return fail('imageCaptchaRequired');
  }

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
      createdAt: now,
      expiresAt: later(clock, CODE_TTL_MS),
    })
    .returning({ id: verificationCodes.id });
  await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.createdAt, new Date(now.getTime() - CODE_RETENTION_MS)));

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

/** Spends the newest login code of this destination. */
export async function spendLoginCode(
  db: Database,
  clock: Clock,
  platform: Platform,
  contact: Contact,
  code: string,
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
  return checkCode(db, clock, row, code, 'consume');
}

/** Marks the account's verifyid as validated when `code` is right (validateCode / validateCodeForEmail). */
export async function validateVerifyCode(
  db: Database,
  clock: Clock,
  accountId: number,
  verifyId: string,
  channel: 'sms' | 'email',
  code: string,
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
  return checkCode(db, clock, row, code, 'validate');
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

async function checkCode(
  db: Database,
  clock: Clock,
  row: VerificationCodeRow | undefined,
  code: string,
  onMatch: 'consume' | 'validate',
): Promise<undefined | Failure> {
  if (!row || row.consumedAt || row.validatedAt) return fail('codeExpired');
  if (row.wrongAttempts >= MAX_WRONG_ATTEMPTS) return fail('maxAttempts');
  const now = clock.now();
  if (row.expiresAt.getTime() <= now.getTime()) return fail('codeExpired');

  const live = and(
    eq(verificationCodes.id, row.id),
    lt(verificationCodes.wrongAttempts, MAX_WRONG_ATTEMPTS),
    isNull(verificationCodes.consumedAt),
    isNull(verificationCodes.validatedAt),
  );
  if (!sameCode(row.code, code)) {
    // Counted atomically, so parallel guesses cannot exceed the limit.
    const [counted] = await db
      .update(verificationCodes)
      .set({ wrongAttempts: sql`${verificationCodes.wrongAttempts} + 1` })
      .where(live)
      .returning({ wrongAttempts: verificationCodes.wrongAttempts });
    if (!counted) return fail('codeExpired');
    return counted.wrongAttempts >= MAX_WRONG_ATTEMPTS ? fail('maxAttempts') : fail('wrongCode');
  }
  const used = await db
    .update(verificationCodes)
    .set(onMatch === 'consume' ? { consumedAt: now } : { validatedAt: now })
    .where(live)
    .returning({ id: verificationCodes.id });
  return used.length > 0 ? undefined : fail('codeExpired');
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
