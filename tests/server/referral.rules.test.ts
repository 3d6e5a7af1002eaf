/**
 * The referral and slider rules without a server (docs/referral.md): who may invite and redeem,
 * the slider's tolerance and drag time, the verify param's round trip, invite codes as typed and
 * the referral link, and the puzzle's pictures (real PNGs, the gap never at the start).
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { referralRules } from '../../server/domain/referral/referral.ts';
import { drawPuzzle, PIECE_SIZE } from '../../server/domain/slider/puzzle.ts';
import { solves } from '../../server/domain/slider/sliderCaptcha.ts';
import { referralCodeOfLink } from '../../src/machines/account/redeem/toView.ts';
import {
  invitationText,
  normalizeInviteCode,
  parseSliderVerifyParam,
  REFERRAL_RULES,
  referralLink,
  SLIDER_RULES,
  sliderVerifyParam,
} from '../../src/services/api/contract/referral.ts';

const FRESH = { status: 0, inviteSwitch: true, redeemSwitch: true, hasInviter: false, invitedCount: 0 };

describe('referral rules', () => {
  it.each([
    ['a fresh active account', FRESH, { canInvite: true, canSetInviter: true }],
    ['one that redeemed a code', { ...FRESH, hasInviter: true }, { canInvite: true, canSetInviter: false }],
    ['one whose code was redeemed', { ...FRESH, invitedCount: 2 }, { canInvite: true, canSetInviter: false }],
    ['a restricted account', { ...FRESH, status: 1 }, { canInvite: false, canSetInviter: false }],
    ['inviting switched off', { ...FRESH, inviteSwitch: false }, { canInvite: false, canSetInviter: true }],
    ['redeeming switched off', { ...FRESH, redeemSwitch: false }, { canInvite: true, canSetInviter: false }],
  ])('%s', (_, facts, expected) => {
    expect(referralRules(facts)).toEqual(expected);
  });

  it('reads a typed code trimmed and upper-cased, and builds the link and invitation', () => {
    expect(normalizeInviteCode('  ab12cd34 ')).toBe('AB12CD34');
    const link = referralLink('https://web.pingmeapp.net', 'AB12CD34');
    expect(link).toBe(`https://web.pingmeapp.net/?${REFERRAL_RULES.linkParameter}=AB12CD34`);
    expect(invitationText('Join with my code AB12CD34: {link}', link)).toBe(`Join with my code AB12CD34: ${link}`);
    // The client reads the link's code back to fill the redeem input.
    expect(referralCodeOfLink(new URL(link).search)).toBe('AB12CD34');
    expect(referralCodeOfLink('?platform=pingme&referralCode=%20')).toBeNull();
  });
});

describe('slider verification', () => {
  const gap = 150;
  it.each([
    [gap, 900, true],
    [gap + SLIDER_RULES.tolerancePx, 900, true],
    [gap - SLIDER_RULES.tolerancePx, 900, true],
    [gap + SLIDER_RULES.tolerancePx + 1, 900, false],
    [gap - SLIDER_RULES.tolerancePx - 1, 900, false],
    [gap, SLIDER_RULES.minDragMs - 1, false],
    [gap, SLIDER_RULES.minDragMs, true],
    [gap, SLIDER_RULES.maxDragMs + 1, false],
  ])('x %d after %d ms solves: %s', (x, dragMs, expected) => {
    expect(solves(gap, { x, dragMs })).toBe(expected);
  });

  it('carries the answer in captchaVerifyParam and refuses anything else', () => {
    const param = sliderVerifyParam({ captchaId: 'abcdef12', x: 120.6, dragMs: 901.2 });
    expect(parseSliderVerifyParam(param)).toEqual({ captchaId: 'abcdef12', x: 121, dragMs: 901 });
    expect(parseSliderVerifyParam('not json')).toBeNull();
    expect(parseSliderVerifyParam('{"captchaId":"x","x":1,"dragMs":1}')).toBeNull();
    expect(parseSliderVerifyParam('{"captchaId":"abcdef12","x":-1,"dragMs":1}')).toBeNull();
  });

  it('draws real PNGs of the right sizes, the gap away from the start and inside the picture', () => {
    for (let i = 0; i < 5; i += 1) {
      const puzzle = drawPuzzle();
      expect(puzzle.gapX).toBeGreaterThan(PIECE_SIZE + SLIDER_RULES.tolerancePx);
      expect(puzzle.gapX + PIECE_SIZE).toBeLessThanOrEqual(SLIDER_RULES.width);
      expect(puzzle.pieceY + PIECE_SIZE).toBeLessThanOrEqual(SLIDER_RULES.height);
      for (const [png, width, height] of [
        [puzzle.image, SLIDER_RULES.width, SLIDER_RULES.height],
        [puzzle.piece, PIECE_SIZE, PIECE_SIZE],
      ] as const) {
        expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
        expect(png.readUInt32BE(16)).toBe(width);
        expect(png.readUInt32BE(20)).toBe(height);
        const idatLength = png.readUInt32BE(33);
        const rows = inflateSync(png.subarray(41, 41 + idatLength));
        expect(rows.length).toBe(height * (width * 4 + 1));
      }
    }
  });
});
