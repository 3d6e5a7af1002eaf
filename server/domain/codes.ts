/**
 * Verification codes (spec 1 §4–§5): 4 digits by SMS, 6 by e-mail; they expire; a code dies after
 * too many wrong tries and an account stops accepting codes after too many wrong tries in a day;
 * requests are limited per destination, per IP address and server-wide, beyond which the client
 * must pass an image captcha (100028, spec 1 §8) or is refused (100016). The figures are in
 * codeLimits.ts and docs/security.md.
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
import { CODE_REQUEST_WINDOW_MS, type CodeLimits, GUESS_WINDOW_MS } from './codeLimits.ts';
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
  const since = new Date(clock.now().getTime() - CODE_REQUEST_WINDOW_MS);
  const toDestination = and(eq(verificationCodes.platform, platform), eq(verificationCodes.destination, destination));
  const [counts] = await db
    .select({
      destination: sql<number>`count(*) filter (where ${toDestination})`.mapWith(Number),
      ip: sql<number>`count(*) filter (where ${verificationCodes.requesterIp} = ${requesterIp})`.mapWith(Number),
      all: sql<number>`count(*)`.mapWith(Number),
    })
    .from(verificationCodes)
    .where(gt(verificationCodes.createdAt, since));
  const recent = { destination: counts?.destination ?? 0, ip: counts?.ip ?? 0, all: counts?.all ?? 0 };
  const over = (key: 'hard' | 'soft') =>
    recent.destination >= limits.perDestination[key] ||
    recent.ip >= limits.perIp[key] ||
    recent.all >= limits.global[key];
  if (over('hard')) return fail('tooFrequent');
  if (!limitWaived && over('soft')) return fail('imageCaptchaRequired');
  return undefined;
}

/** Spends the newest login code of this destination. */
export async function spendLoginCode(
  { db, clock, limits }: CodeCheckServices,
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
  return checkCode({ db, clock, limits }, row, code, 'consume');
}

/** Marks the account's verifyid as validated when `code` is right (validateCode / validateCodeForEmail). */
export async function validateVerifyCode(
  { db, clock, limits }: CodeCheckServices,
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
  return checkCode({ db, clock, limits }, row, code, 'validate');
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
  { db, clock, limits }: CodeCheckServices,
  row: VerificationCodeRow | undefined,
  code: string,
  onMatch: 'consume' | 'validate',
): Promise<undefined | Failure> {
  if (!row || row.consumedAt || row.validatedAt) return fail('codeExpired');
  if (row.wrongAttempts >= limits.wrongGuessesPerCode) return fail('maxAttempts');
  const now = clock.now();
  if (row.expiresAt.getTime() <= now.getTime()) return fail('codeExpired');
  // The account's daily guess budget is spent: no code works, not even the right one, or the
  // budget would not bound an attacker's chance.
  if ((await wrongGuessesToday(db, now, row)) >= limits.wrongGuessesPerDay) return fail('maxAttempts');

  const live = and(
    eq(verificationCodes.id, row.id),
    lt(verificationCodes.wrongAttempts, limits.wrongGuessesPerCode),
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
    return counted.wrongAttempts >= limits.wrongGuessesPerCode ? fail('maxAttempts') : fail('wrongCode');
  }
  const used = await db
    .update(verificationCodes)
    .set(onMatch === 'consume' ? { consumedAt: now } : { validatedAt: now })
    .where(live)
    .returning({ id: verificationCodes.id });
  return used.length > 0 ? undefined : fail('codeExpired');
}

/** Wrong tries on the codes of this row's account (brand + destination) in the guess window. */
async function wrongGuessesToday(db: Database, now: Date, row: VerificationCodeRow): Promise<number> {
  const [sum] = await db
    .select({ n: sql<number>`coalesce(sum(${verificationCodes.wrongAttempts}), 0)`.mapWith(Number) })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.platform, row.platform),
        eq(verificationCodes.destination, row.destination),
        gt(verificationCodes.createdAt, new Date(now.getTime() - GUESS_WINDOW_MS)),
      ),
    );
  return sum?.n ?? 0;
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
