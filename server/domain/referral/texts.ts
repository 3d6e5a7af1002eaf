/**
 * The invite screen's texts per language (spec 2 §3 invite data: inviteRules, inviteHint,
 * earnTip; §7 "fetched per language"), and the invitation a person copies. decision: written
 * here (the spec shows none); the reward is the brand's unit, so every text is made per brand.
 */
import { type LanguageCode, type Platform, REFERRAL_RULES } from '../../../src/services/api/contract/index.ts';
import { PLATFORM_TABLE } from '../../../src/services/brand/platforms.ts';
import { brandName } from '../../i18n.ts';

export interface InviteTexts {
  inviteRules: string[];
  inviteHint: string;
  earnTip: { title: string; text: string }[];
  /** With `{link}` where the client puts its referral link. */
  inviteText: (inviteCode: string) => string;
}

/** The reward as the brand writes amounts: '0.2 Coins', '$0.2', '0.2云币'. */
function rewardText(platform: Platform, lang: LanguageCode): string {
  const unit = PLATFORM_TABLE[platform].balance.unit[lang === 'zh_cn' ? 'zh-CN' : 'en'];
  return unit.position === 'prefix'
    ? `${unit.symbol}${REFERRAL_RULES.reward}`
    : `${REFERRAL_RULES.reward}${unit.symbol}`;
}

export function inviteTexts(platform: Platform, lang: LanguageCode): InviteTexts {
  const brand = brandName(platform, lang);
  const reward = rewardText(platform, lang);
  if (lang === 'zh_cn') {
    return {
      inviteRules: [
        `好友注册${brand}并绑定手机号后，在"兑换码"页输入您的邀请码，即可获得${reward}奖励。`,
        '每个账号只能兑换一次邀请码，且不能兑换自己的邀请码。',
        '已邀请过好友的账号不能再兑换他人的邀请码。',
        '兑换时需完成滑块验证；奖励即时到账，可在账单中查看。',
        `如发现作弊行为，${brand}有权收回奖励。`,
      ],
      inviteHint: `好友兑换您的邀请码后将获得${reward}奖励。`,
      earnTip: [
        { title: '分享邀请码', text: '复制邀请文字，发送给您的好友。' },
        { title: '好友绑定手机号', text: `好友注册${brand}并绑定手机号码。` },
        { title: '兑换得奖励', text: `好友在"兑换码"页输入您的邀请码，获得${reward}。` },
      ],
      inviteText: (code) =>
        `我在用${brand}，邀请你一起来！注册并绑定手机号后输入我的邀请码 ${code} 即可获得${reward}奖励：{link}`,
    };
  }
  return {
    inviteRules: [
      `When a friend joins ${brand}, sets a phone number and enters your invite code on the Redeem Code page, they receive ${reward}.`,
      'Each account can redeem one invite code, once, and never its own.',
      'An account that has already invited friends cannot redeem another code.',
      'Redeeming asks for a slider puzzle; the reward arrives at once and shows in the bill.',
      `${brand} may take a reward back when it was obtained by abuse.`,
    ],
    inviteHint: `Your friends receive ${reward} when they redeem your invite code.`,
    earnTip: [
      { title: 'Share your code', text: 'Copy the invitation and send it to your friends.' },
      { title: 'Your friend sets a phone', text: `Your friend joins ${brand} and sets a phone number.` },
      { title: 'Redeem and earn', text: `Your friend enters your code on the Redeem Code page and gets ${reward}.` },
    ],
    inviteText: (code) =>
      `Join me on ${brand}! Set a phone number and redeem my invite code ${code} to get ${reward}: {link}`,
  };
}
