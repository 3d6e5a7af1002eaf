/**
 * Referral and the slider captcha on the wire (spec 2 §3 invite data, §7 queryInviteInfo,
 * getInviteCode, getInviter, setInviter and the slider business call; spec 1 §9 the 0.2 reward):
 * shapes, limits and the rules both sides apply. Decisions are marked "decision" and collected
 * in docs/referral.md.
 */
import { z } from 'zod/mini';
import { defineEndpoint as endpoint } from './defineEndpoint.ts';
import { freeText } from './text.ts';

// ── rules ────────────────────────────────────────────────────────────────────

export const REFERRAL_RULES = {
  /**
   * spec 1 §9, spec 2 §9: the reward, in the brand's own unit (Coins, dollars, 云币). decision: the
   * account that redeems a code receives it (the unlock bonus of spec 1 §4), once.
   */
  reward: '0.2',
  /** decision: invite codes are 8 characters of an alphabet without look-alikes (0/O, 1/I). */
  codeLength: 8,
  codeAlphabet: 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789',
  /** decision: the query parameter of the referral link (spec 2 §2: "a referral query parameter"). */
  linkParameter: 'referralCode',
} as const;

/** What a person types as a code: trimmed and upper-cased, so 'ab12cd34 ' redeems 'AB12CD34'. */
export function normalizeInviteCode(typed: string): string {
  return typed.trim().toUpperCase();
}

/** spec 2 §2 Invite screen: the link carrying the referral parameter, on the page's own origin. */
export function referralLink(origin: string, inviteCode: string): string {
  const url = new URL('/', origin);
  url.searchParams.set(REFERRAL_RULES.linkParameter, inviteCode);
  return url.toString();
}

/** The invitation text's placeholder the client replaces with its referral link. */
export const INVITE_LINK_PLACEHOLDER = '{link}';

export function invitationText(template: string, link: string): string {
  return template.replace(INVITE_LINK_PLACEHOLDER, link);
}

/**
 * The slider puzzle (spec 2 §2 captcha popup, §7 slider business call). decision: the server draws
 * a PNG with a gap and a separate piece; the person drags the piece along its row. The answer is
 * the piece's left edge in image pixels and how long the drag took.
 */
export const SLIDER_RULES = {
  width: 280,
  height: 150,
  /** decision: an answer within this many pixels of the gap passes. */
  tolerancePx: 5,
  /** decision: a drag faster than this is not a person's (a script jumps straight to the gap). */
  minDragMs: 300,
  /** decision: nor is one that lasts over a minute (a puzzle left half-solved). */
  maxDragMs: 60_000,
  /** decision: a puzzle is answered within two minutes, once. */
  ttlMs: 120_000,
} as const;

export const SliderAnswer = z.object({
  captchaId: z.string().check(z.regex(/^[A-Za-z0-9_-]{6,64}$/)),
  /** The piece's left edge in image pixels. */
  x: z.number().check(z.gte(0), z.lte(SLIDER_RULES.width)),
  /** From pressing the handle to letting it go. */
  dragMs: z.int().check(z.gte(0), z.lte(3_600_000)),
});
export type SliderAnswer = z.infer<typeof SliderAnswer>;

/** The `captchaVerifyParam` a business call carries (spec 2 §7): the answer as JSON text. */
export function sliderVerifyParam(answer: SliderAnswer): string {
  return JSON.stringify({ captchaId: answer.captchaId, x: Math.round(answer.x), dragMs: Math.round(answer.dragMs) });
}

/** The answer inside a `captchaVerifyParam`, or null when it is not one. */
export function parseSliderVerifyParam(param: string): SliderAnswer | null {
  try {
    const parsed = SliderAnswer.safeParse(JSON.parse(param));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// ── shapes ───────────────────────────────────────────────────────────────────

const Amount = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
export const InviteCode = z.pipe(
  z.pipe(z.string(), z.transform(normalizeInviteCode)),
  z.string().check(z.regex(/^[A-Z0-9]{4,16}$/, 'please enter a valid invite code')),
);

/** spec 2 §3 invite data, in the request's language. */
export const InviteInfo = z.object({
  inviteCode: z.string(),
  inviteRules: z.array(z.string()),
  inviteHint: z.string(),
  /** spec 2 §2: the three-step earn tips. */
  earnTip: z.array(z.object({ title: z.string(), text: z.string() })),
  /** The reward in the brand's unit (spec 1 §9). */
  reward: Amount,
  /** decision: how many accounts have redeemed this code (the inviter's own count). */
  invitedCount: z.int().check(z.gte(0)),
});
export type InviteInfo = z.infer<typeof InviteInfo>;

export const InviteCodeAnswer = z.object({
  inviteCode: z.string(),
  /** The invitation to copy, with `{link}` where the client puts its referral link. */
  inviteText: z.string(),
});
export type InviteCodeAnswer = z.infer<typeof InviteCodeAnswer>;

export const InviterAnswer = z.object({
  canSetInviter: z.boolean(),
  /** The code this account redeemed, or null. */
  inviterCode: z.nullable(z.string()),
});
export type InviterAnswer = z.infer<typeof InviterAnswer>;

export const SetInviterRequest = z.object({
  inviteCode: InviteCode,
  /** The solved slider puzzle (spec 2 §7 slider business call). */
  captchaVerifyParam: freeText(z.string().check(z.minLength(1), z.maxLength(512))),
});
export type SetInviterRequest = z.input<typeof SetInviterRequest>;

export const SetInviterAnswer = z.object({ reward: Amount, balance: Amount });
export type SetInviterAnswer = z.infer<typeof SetInviterAnswer>;

export const SliderPuzzle = z.object({
  captchaId: z.string(),
  /** data:image/png;base64 — the picture with the gap. */
  image: z.string(),
  /** data:image/png;base64 — the piece, transparent around its shape. */
  piece: z.string(),
  width: z.int(),
  height: z.int(),
  /** The piece's size (square) and its row, in image pixels. */
  pieceSize: z.int(),
  pieceY: z.int(),
});
export type SliderPuzzle = z.infer<typeof SliderPuzzle>;

// ── endpoints ────────────────────────────────────────────────────────────────

const Empty = z.object({});

/** The group spread into the endpoint table (`endpoints.ts`). */
export const referralEndpoints = {
  queryInviteInfo: endpoint({
    description:
      "The account's invite code with the invite screen's rules, hint and earn tips in the request's language.",
    method: 'GET',
    path: '/queryInviteInfo',
    auth: true,
    input: Empty,
    output: InviteInfo,
  }),
  getInviteCode: endpoint({
    description: "The account's invite code and the invitation text to copy, in the request's language.",
    method: 'GET',
    path: '/getInviteCode',
    auth: true,
    input: Empty,
    output: InviteCodeAnswer,
  }),
  /** decision: the phone, when given, must be the caller's own (nobody looks up another account). */
  getInviter: endpoint({
    description: "Whether the account may still redeem a friend's code, and the code it redeemed if any.",
    method: 'GET',
    path: '/getInviter',
    auth: true,
    input: z.object({ phone: z.optional(z.string().check(z.trim(), z.maxLength(20))) }),
    output: InviterAnswer,
  }),
  setInviter: endpoint({
    description:
      "Redeems a friend's invite code once (needs a phone and a solved slider puzzle; 100020 when the puzzle fails) and credits the reward.",
    method: 'POST',
    path: '/setInviter',
    auth: true,
    input: SetInviterRequest,
    output: SetInviterAnswer,
  }),
  getSliderCaptcha: endpoint({
    description: 'A new slider puzzle (a picture with a gap and its piece), bound to the requester, answerable once.',
    method: 'GET',
    path: '/getSliderCaptcha',
    auth: false,
    input: Empty,
    output: SliderPuzzle,
  }),
};
