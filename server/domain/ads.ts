/**
 * The ad configuration (GET /getAdConfig: the banners and the pay-back address of each brand).
 * Banner ads (spec 1 §2 Banner ad): pingme and wetalk banners lead to the numbers tab, wephone's
 * opens the app-download dialog, the other brands have none. Which tabs show it and where a click
 * leads come from the brand table; the server draws the image per brand and language and serves it
 * itself (`/data/banners/…`), so the banner needs no other host.
 */
import {
  type LanguageCode,
  type OutputOf,
  PAYMENT_PATHS,
  type Platform,
} from '../../src/services/api/contract/index.ts';
import { PLATFORM_TABLE } from '../../src/services/brand/platforms.ts';
import { brandName } from '../i18n.ts';

export const BANNER_PATH_PREFIX = '/data/banners/';
type BannerLanguage = 'en' | 'zh';

const PROMOTION: Record<Platform, Record<BannerLanguage, string>> = {
  pingme: { en: 'Get a second number for SMS and verification codes', zh: '获取第二号码，轻松收发短信和验证码' },
  wephone: { en: 'Call and text from anywhere: get the app', zh: '随时随地打电话发短信，立即下载应用' },
  wetalk: { en: 'Virtual numbers for calls and texts, ready in minutes', zh: '虚拟号码，几分钟即可开通通话和短信' },
  wetalkpro: { en: 'Business numbers for your team', zh: '为团队准备的商务号码' },
  jiema: { en: 'Receive verification codes online', zh: '在线接收验证码' },
  cloudnumber: { en: 'Cloud numbers for e-commerce sellers', zh: '为跨境电商卖家提供云号码' },
};

const GRADIENTS: Record<Platform, [string, string]> = {
  pingme: ['#1f6feb', '#39c5bb'],
  wephone: ['#ff7a18', '#ff3d77'],
  wetalk: ['#5b3cc4', '#3a8dde'],
  wetalkpro: ['#1b2a4a', '#3a6073'],
  jiema: ['#0f9d58', '#3ccf91'],
  cloudnumber: ['#0061a8', '#00a3e0'],
};

function bannerLanguage(lang: LanguageCode): BannerLanguage {
  return lang === 'zh_cn' ? 'zh' : 'en';
}

/**
 * Where a screen's banner leads (spec 3 §3 bannerAdsRedirectUrl, …Cn): pages of the brand's own
 * site, kept here (the ad configuration), not in the client. decision: the spec names no address.
 */
const SCREEN_BANNER_LINKS: Partial<Record<Platform, Record<BannerLanguage, string>>> = {
  pingme: { en: 'https://www.pingme.tel/verification-codes', zh: 'https://www.pingme.tel/zh/verification-codes' },
  wetalk: { en: 'https://www.wetalkapp.com/virtual-number', zh: 'https://www.wetalkapp.com/zh/virtual-number' },
};

/**
 * spec 3 §3 Other web: payBackUrl; spec 2 §9 "return URLs differ per brand": where a brand's payment
 * provider sends the person back after paying, kept here (the ad configuration), not in the
 * client. decision: the spec names no address; it is this server's own 'payment complete' page
 * of the brand (`PAYMENT_PATHS.payComplete`, server/http/payCompletePage.ts) — the checkout runs
 * in a window of its own (spec 2 §4) while the app's tab follows the order, so the way back need
 * not open the app a second time, and a deployment sends nobody outside itself. Root-relative,
 * like the banner pictures and receipt links: the client resolves it against its API base (the
 * server has no single public origin, and a Host header is the caller's to choose —
 * docs/payments.md "Receipts"), so each deployment, under whatever host name, returns to its own
 * page. One address per brand in both languages: the client adds China's country code in Chinese
 * (spec 2 §9).
 */
function payBackUrl(platform: Platform): string {
  return `${PAYMENT_PATHS.payComplete}?${new URLSearchParams({ platform })}`;
}

/**
 * The brand's banner with its picture in both languages (the client shows the one of its language),
 * its screen banner (spec 3 §3 bannerAds… fields; '' when it has none) and its pay-back address.
 */
export function adConfig(platform: Platform): OutputOf<'getAdConfig'> {
  const row = PLATFORM_TABLE[platform];
  const image = (lang: LanguageCode) => `${BANNER_PATH_PREFIX}${platform}-${bannerLanguage(lang)}.svg`;
  const links = row.screenBanner && row.banner ? SCREEN_BANNER_LINKS[platform] : undefined;
  return {
    banners: row.banner ? [{ images: { en: image('en'), zh_cn: image('zh_cn') }, target: row.banner.target }] : [],
    bannerAdsPictureUrl: links ? image('en') : '',
    bannerAdsPictureUrlCn: links ? image('zh_cn') : '',
    bannerAdsRedirectUrl: links?.en ?? '',
    bannerAdsRedirectUrlCn: links?.zh ?? '',
    payBackUrl: payBackUrl(platform),
  };
}

/** The SVG of `/data/banners/<platform>-<en|zh>.svg`, or null for a brand without a banner. */
export function bannerSvg(platform: Platform, language: BannerLanguage): string | null {
  if (!PLATFORM_TABLE[platform].banner) return null;
  const title = escapeXml(brandName(platform, language === 'zh' ? 'zh_cn' : 'en'));
  const line = escapeXml(PROMOTION[platform][language]);
  const [from, to] = GRADIENTS[platform];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="120" viewBox="0 0 960 120" role="img" aria-label="${title}: ${line}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="960" height="120" rx="12" fill="url(#bg)"/>
  <circle cx="880" cy="20" r="90" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="930" cy="110" r="60" fill="#ffffff" fill-opacity="0.08"/>
  <text x="40" y="56" fill="#ffffff" font-family="'Segoe UI', 'PingFang SC', 'Microsoft YaHei', sans-serif" font-size="34" font-weight="700">${title}</text>
  <text x="40" y="92" fill="#ffffff" fill-opacity="0.92" font-family="'Segoe UI', 'PingFang SC', 'Microsoft YaHei', sans-serif" font-size="22">${line}</text>
</svg>
`;
}

export function parseBannerFile(file: string): { platform: string; language: BannerLanguage } | null {
  const match = /^([a-z]+)-(en|zh)\.svg$/.exec(file);
  return match?.[1] && match[2] ? { platform: match[1], language: match[2] as BannerLanguage } : null;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
