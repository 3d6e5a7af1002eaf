/** Types of the redeem chart (spec 2 §2 Redeem-code screen, §4 Redeem, §5 redeem button rule). */
import type { InviterAnswer, SetInviterAnswer } from '../../../services/api/contract/referral.ts';
import type { CaptchaFailureVerdict } from '../../shared/captcha/failureVerdict.ts';

export type { CaptchaFailureVerdict, InviterAnswer, SetInviterAnswer };

export interface RedeemContext {
  /** The code as typed. */
  code: string;
  /** From getInviter: whether this account may still redeem (spec 2 §5). */
  canSetInviter: boolean;
  /** The solved slider puzzle the setInviter call carries. */
  captchaVerifyParam: string;
  /** What the last redeem credited (the Congrats dialog's amount). */
  reward: string;
}

export interface SetInviterInput {
  inviteCode: string;
  captchaVerifyParam: string;
}

export type RedeemEvent =
  | { type: 'redeem.code.change'; code: string }
  | { type: 'redeem.submit' }
  | { type: 'redeem.retry' }
  /** Congrats dialog: Later goes to the profile, Invite to the invite section (spec 2 §2). */
  | { type: 'redeem.congrats.later' }
  | { type: 'redeem.congrats.invite' };
