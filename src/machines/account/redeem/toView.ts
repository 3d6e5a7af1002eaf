/** What the redeem section shows, derived from the chart (spec 2 §2 Redeem-code screen). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { normalizeInviteCode, REFERRAL_RULES } from '../../../services/api/contract/referral.ts';
import type { SliderCaptchaMachine } from '../../common/sliderCaptcha/sliderCaptcha.machine.ts';
import type { RedeemMachine } from './redeem.machine.ts';

export interface RedeemView {
  code: string;
  /** spec 2 §5: disabled when the code is empty or the account cannot set an inviter. */
  canRedeem: boolean;
  /** The account has redeemed already (or may not): say so under the input. */
  notAllowed: boolean;
  busy: boolean;
  unavailable: boolean;
  congrats: boolean;
  reward: string;
}

export function redeemToView(snapshot: SnapshotFrom<RedeemMachine>): RedeemView {
  const { code, canSetInviter, reward } = snapshot.context;
  const settled = !snapshot.matches('checking') && !snapshot.matches('unavailable');
  return {
    code,
    canRedeem: snapshot.matches('editing') && canSetInviter && normalizeInviteCode(code) !== '',
    notAllowed: settled && !canSetInviter && !snapshot.matches('congrats'),
    busy: snapshot.matches('checking') || snapshot.matches('redeeming') || snapshot.matches('countingFailure'),
    unavailable: snapshot.matches('unavailable'),
    congrats: snapshot.matches('congrats'),
    reward,
  };
}

/** The slider captcha while the redeem shows it. */
export function selectSliderRef(snapshot: SnapshotFrom<RedeemMachine>): ActorRefFrom<SliderCaptchaMachine> | undefined {
  return snapshot.children.slider as ActorRefFrom<SliderCaptchaMachine> | undefined;
}

/** The friend's code a referral link brought along (`?referralCode=…`, docs/referral.md), or null. */
export function referralCodeOfLink(search: string): string | null {
  const code = new URLSearchParams(search).get(REFERRAL_RULES.linkParameter)?.trim();
  return code ? code : null;
}
