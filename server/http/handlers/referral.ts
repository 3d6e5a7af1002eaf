/**
 * Referral and the slider captcha (spec 2 §7; issue 11 items 7 and 11). Rules in
 * server/domain/referral and server/domain/slider; this file only maps requests to them.
 */

import { REFERRAL_RULES } from '../../../src/services/api/contract/index.ts';
import { getAccount } from '../../domain/accounts.ts';
import { fail } from '../../domain/failure.ts';
import { inviteCodeOf, invitedCountOf, inviterOf, redeemInviteCode } from '../../domain/referral/referral.ts';
import { inviteTexts } from '../../domain/referral/texts.ts';
import { checkSliderAnswer, issueSliderPuzzle } from '../../domain/slider/sliderCaptcha.ts';
import { type EndpointHandlers, withSession } from '../endpoint.ts';

type ReferralHandlers = Pick<
  EndpointHandlers,
  'queryInviteInfo' | 'getInviteCode' | 'getInviter' | 'setInviter' | 'getSliderCaptcha'
>;

export const referralHandlers: ReferralHandlers = {
  queryInviteInfo: withSession(async ({ server, platform, lang }, session) => {
    const [inviteCode, invitedCount] = await Promise.all([
      inviteCodeOf(server.db, server.clock, session.accountId),
      invitedCountOf(server.db, session.accountId),
    ]);
    const { inviteRules, inviteHint, earnTip } = inviteTexts(platform, lang);
    return { inviteCode, inviteRules, inviteHint, earnTip, reward: REFERRAL_RULES.reward, invitedCount };
  }),

  getInviteCode: withSession(async ({ server, platform, lang }, session) => {
    const inviteCode = await inviteCodeOf(server.db, server.clock, session.accountId);
    return { inviteCode, inviteText: inviteTexts(platform, lang).inviteText(inviteCode) };
  }),

  getInviter: withSession(async ({ server, input }, session) => {
    const account = await getAccount(server.db, session.accountId);
    // Nobody looks up another account: a phone that is not the caller's is not found.
    if (input.phone && input.phone !== account.phone) return fail('notFound');
    return inviterOf(server.db, account);
  }),

  // spec 2 §7 slider business call: 100020 when the puzzle was not solved (it is spent either way).
  setInviter: withSession(async ({ server, platform, ip, input }, session) => {
    const solved = await checkSliderAnswer(server.db, server.clock, { platform, ip }, input.captchaVerifyParam);
    if (!solved) return fail('captchaFailed');
    return redeemInviteCode(server, { accountId: session.accountId, platform }, input.inviteCode);
  }),

  getSliderCaptcha: ({ server, platform, ip }) => issueSliderPuzzle(server.db, server.clock, { platform, ip }),
};
