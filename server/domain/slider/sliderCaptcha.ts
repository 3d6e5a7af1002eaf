/**
 * Slider captchas (spec 2 §2 captcha popup, §7 slider business call; docs/referral.md): the server
 * draws a puzzle, keeps where its gap is, and the business call that carries `captchaVerifyParam`
 * checks the answer here. Like the image captcha (../captcha.ts), a puzzle is bound to the brand
 * and IP address that asked for it and is spent by its first answer, right or wrong.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import {
  type Platform,
  parseSliderVerifyParam,
  SLIDER_RULES,
  type SliderAnswer,
  type SliderPuzzle,
} from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { sliderCaptchas } from '../../db/schema.ts';
import type { CaptchaRequester } from '../captcha.ts';
import { type Clock, later } from '../clock.ts';
import { drawPuzzle, PIECE_SIZE } from './puzzle.ts';

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

export async function issueSliderPuzzle(
  db: Database,
  clock: Clock,
  requester: CaptchaRequester,
): Promise<SliderPuzzle> {
  const puzzle = drawPuzzle();
  const now = clock.now();
  const captchaId = randomBytes(18).toString('base64url');
  await db.insert(sliderCaptchas).values({
    id: captchaId,
    platform: requester.platform,
    requesterIp: requester.ip,
    gapX: puzzle.gapX,
    createdAt: now,
    expiresAt: later(clock, SLIDER_RULES.ttlMs),
  });
  await db.delete(sliderCaptchas).where(lt(sliderCaptchas.expiresAt, now));
  return {
    captchaId,
    image: dataUrl(puzzle.image),
    piece: dataUrl(puzzle.piece),
    width: SLIDER_RULES.width,
    height: SLIDER_RULES.height,
    pieceSize: PIECE_SIZE,
    pieceY: puzzle.pieceY,
  };
}

/** Whether a drag ending at `answer.x` after `answer.dragMs` solves a gap at `gapX` (pure, unit-tested). */
export function solves(gapX: number, answer: Pick<SliderAnswer, 'x' | 'dragMs'>): boolean {
  return (
    Math.abs(answer.x - gapX) <= SLIDER_RULES.tolerancePx &&
    answer.dragMs >= SLIDER_RULES.minDragMs &&
    answer.dragMs <= SLIDER_RULES.maxDragMs
  );
}

/**
 * Spends the puzzle a `captchaVerifyParam` names and answers whether it was solved: false for a
 * malformed param, a puzzle that is unknown, expired, already answered or someone else's, an
 * answer off the gap, or a drag too fast or too slow to be a person's.
 */
export async function checkSliderAnswer(
  db: Database,
  clock: Clock,
  requester: { platform: Platform; ip: string },
  captchaVerifyParam: string,
): Promise<boolean> {
  const answer = parseSliderVerifyParam(captchaVerifyParam);
  if (!answer) return false;
  const now = clock.now();
  const [spent] = await db
    .update(sliderCaptchas)
    .set({ usedAt: now })
    .where(
      and(
        eq(sliderCaptchas.id, answer.captchaId),
        eq(sliderCaptchas.platform, requester.platform),
        eq(sliderCaptchas.requesterIp, requester.ip),
        isNull(sliderCaptchas.usedAt),
        gt(sliderCaptchas.expiresAt, now),
      ),
    )
    .returning({ gapX: sliderCaptchas.gapX });
  return spent !== undefined && solves(spent.gapX, answer);
}

/** Where a live puzzle's gap is, for the sandbox only (tests solve puzzles with it). */
export async function peekSliderGap(db: Database, captchaId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ gapX: sliderCaptchas.gapX })
    .from(sliderCaptchas)
    .where(eq(sliderCaptchas.id, captchaId))
    .limit(1);
  return row?.gapX;
}
