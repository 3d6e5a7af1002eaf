/**
 * Image captchas (spec 1 §3, §7): the server draws an SVG with svg-captcha, keeps the answer and
 * issues the id. Answers are case-insensitive and one-time: any check uses the captcha up, right
 * or wrong, so one image cannot be guessed at repeatedly.
 *
 * decision (issue 14; the spec has the client generate the id): the id is 144 random bits made
 * here and bound to the brand and IP address that asked for it. Nobody can pre-empt or overwrite
 * another visitor's captcha by choosing its id, and a captcha solved (or bought) on one address
 * does not unlock requests from another. Someone whose address changes within the 10 minutes
 * simply gets a new captcha.
 *
 * A correct `confirmCaptcha` with `nextApi` turns the captcha into a one-time pass for that
 * endpoint (the 100028 retry, spec 1 §8). decision: without `nextApi` a confirmation grants no pass.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Platform } from '../../src/services/api/contract/index.ts';
import type { Database } from '../db/client.ts';
import { captchas } from '../db/schema.ts';
import { type Clock, later, MINUTE_MS } from './clock.ts';

export const CAPTCHA_TTL_MS = 10 * MINUTE_MS;
/** Letters that look alike in a distorted image are never drawn. */
const AMBIGUOUS_CHARACTERS = '0oO1lIi';

/** Who asked for a captcha; only they may answer it. */
export interface CaptchaRequester {
  platform: Platform;
  ip: string;
}

const requesterIs = (requester: CaptchaRequester) =>
  and(eq(captchas.platform, requester.platform), eq(captchas.requesterIp, requester.ip));

/** Draws a new captcha for the requester; answers its new id and the SVG markup. */
export async function drawCaptcha(
  db: Database,
  clock: Clock,
  requester: CaptchaRequester,
): Promise<{ captchaId: string; image: string }> {
  const { data, text } = svgCaptcha.create({
    size: 4,
    noise: 2,
    color: true,
    ignoreChars: AMBIGUOUS_CHARACTERS,
    background: '#f3f5f8',
  });
  const now = clock.now();
  const captchaId = randomBytes(18).toString('base64url');
  await db.insert(captchas).values({
    id: captchaId,
    answer: text,
    createdAt: now,
    expiresAt: later(clock, CAPTCHA_TTL_MS),
    platform: requester.platform,
    requesterIp: requester.ip,
  });
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  return { captchaId, image: data };
}

/** Checks and uses up the captcha; true when `input` was its answer, it was still fresh and it is the requester's. */
export async function answerCaptcha(
  db: Database,
  clock: Clock,
  requester: CaptchaRequester,
  id: string,
  input: string,
): Promise<boolean> {
  const now = clock.now();
  const [row] = await db
    .update(captchas)
    .set({ answeredAt: now })
    .where(and(eq(captchas.id, id), requesterIs(requester), isNull(captchas.answeredAt), gt(captchas.expiresAt, now)))
    .returning({ answer: captchas.answer });
  return row !== undefined && row.answer.toLowerCase() === input.trim().toLowerCase();
}

/** confirmCaptcha: checks the answer and, when right, makes the captcha a pass for `nextApi`. */
export async function confirmCaptcha(
  db: Database,
  clock: Clock,
  requester: CaptchaRequester,
  id: string,
  input: string,
  nextApi: string | undefined,
): Promise<boolean> {
  const passed = await answerCaptcha(db, clock, requester, id, input);
  if (passed && nextApi) {
    await db
      .update(captchas)
      .set({ passedFor: nextApi, expiresAt: later(clock, CAPTCHA_TTL_MS) })
      .where(eq(captchas.id, id));
  }
  return passed;
}

/** Spends the pass that confirmCaptcha granted for `api`; false when there is none. */
export async function spendCaptchaPass(
  db: Database,
  clock: Clock,
  requester: CaptchaRequester,
  id: string,
  api: string,
): Promise<boolean> {
  const now = clock.now();
  const spent = await db
    .update(captchas)
    .set({ passUsedAt: now })
    .where(
      and(
        eq(captchas.id, id),
        requesterIs(requester),
        eq(captchas.passedFor, api),
        isNotNull(captchas.answeredAt),
        isNull(captchas.passUsedAt),
        gt(captchas.expiresAt, now),
      ),
    )
    .returning({ id: captchas.id });
  return spent.length > 0;
}

/** The answer of a live captcha, for the sandbox only. */
export async function peekCaptchaAnswer(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.select({ answer: captchas.answer }).from(captchas).where(eq(captchas.id, id)).limit(1);
  return row?.answer;
}

/**
 * The human check of an e-mail code request (e-mail login, adding an e-mail), which carries a
 * captcha id and the typed text. A confirmCaptcha pass for `api` under that id counts too (the
 * 100028 retry) and also waives the request limit; otherwise the typed text must be right.
 */
export async function checkCodeRequestCaptcha(
  db: Database,
  clock: Clock,
  requester: CaptchaRequester,
  api: string,
  captchaId: string,
  inputCaptcha: string,
): Promise<{ limitWaived: boolean } | undefined> {
  if (await spendCaptchaPass(db, clock, requester, captchaId, api)) return { limitWaived: true };
  if (await answerCaptcha(db, clock, requester, captchaId, inputCaptcha)) return { limitWaived: false };
  return undefined;
}
