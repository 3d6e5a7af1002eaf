/**
 * Questions views and charts ask about a brand. They read the one table in `platforms.ts`, so
 * nothing outside `src/services/brand` compares brand names.
 */
import type { Platform } from '../api/contract/platform.ts';
import type { Locale } from '../i18n/locale.ts';
import { formatBalance } from './formatBalance.ts';
import {
  type AccountSection,
  type AppDownload,
  type BannerTarget,
  LEGAL_PAGES,
  type NumbersAreaRow,
  PLATFORM_TABLE,
  type PlatformRow,
  type Tab,
} from './platforms.ts';

const showsTab = (tab: Tab) => (row: PlatformRow) => row.tabs.includes(tab);

/** Yes/no brand differences, named after what they enable. Later issues add entries here. */
const FEATURES = {
  chatsTab: showsTab('chats'),
  verificationTab: showsTab('verification'),
  /** The verification tab runs New Code and the verification numbers (spec 3 §2 Verification). */
  newCodeTool: (row) => row.tabs.includes('verification') && row.verificationTool === 'newCode',
  /** The verification tab runs the JieMa tool (spec 3 §2 JieMa). */
  jiemaTool: (row) => row.tabs.includes('verification') && row.verificationTool === 'jiema',
  numbersTab: showsTab('numbers'),
  contactsTab: showsTab('contacts'),
  accountTab: showsTab('account'),
  /** Hidden on single-language brands (spec 1 §2: jiema, cloudnumber). */
  languageToggle: (row) => row.languages.length > 1,
  ownFrontPage: (row) => row.ownFrontPage,
  /** spec 1 §2, spec 3 §6: the logged-out front page (the verification panel with the public list). */
  frontPage: (row) => row.tabs.includes('verification') && row.getNumberSiteUrl !== null,
  mobileRedirect: (row) => row.mobileSiteUrl !== null,
  fixedNoCreditText: (row) => row.fixedNoCreditText,
  sendsMessages: (row) => row.sendsMessages,
  /** spec 2 §1, §4: identity-proof upload and the KYC status label (pingme only). */
  identityUpload: (row) => row.profile.identityUpload,
  /** spec 2 §8: the profile's red messages add a support mail link (pingme). */
  profileSupportLink: (row) => row.profile.supportLink,
} satisfies Record<string, (row: PlatformRow) => boolean>;

export type BrandFeature = keyof typeof FEATURES;

export function has(platform: Platform, feature: BrandFeature): boolean {
  return FEATURES[feature](PLATFORM_TABLE[platform]);
}

/** The numbers area's brand differences (spec 3 §1, §2): columns, tip, Manage, banners, notes. */
export function numbersAreaOf(platform: Platform): NumbersAreaRow {
  return PLATFORM_TABLE[platform].numbers;
}

/** The account sections of this brand (spec 2 §2), before the account's own rules. */
export function accountSectionsOf(platform: Platform): readonly AccountSection[] {
  return PLATFORM_TABLE[platform].accountSections;
}

export function visibleTabs(platform: Platform): readonly Tab[] {
  return PLATFORM_TABLE[platform].tabs;
}

export function showsLanguageToggle(platform: Platform): boolean {
  return has(platform, 'languageToggle');
}

/** The banner ad on `tab`, or null when this brand shows none there (spec 1 §2 Banner ad). */
export function bannerFor(platform: Platform, tab: Tab): { target: BannerTarget } | null {
  const { banner } = PLATFORM_TABLE[platform];
  return banner?.tabs.includes(tab) ? { target: banner.target } : null;
}

/**
 * The help link's mail draft (spec 1 §1: brand, web id and a feedback subject). decision: the
 * subject and body are fixed English, not translated: the draft goes to the support desk, which
 * sorts mail by this subject, and the user writes their own words below.
 */
export function supportMailto(platform: Platform, webchatId: string): string {
  const { supportEmail, displayName } = PLATFORM_TABLE[platform];
  const subject = `${displayName.en} Web Feedback`;
  const body = `Platform: ${platform}\nWeb ID: ${webchatId}\n\n`;
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** One brand's answers, bound to its platform, for code that holds a platform once (views, the app root). */
export interface Brand {
  readonly platform: Platform;
  readonly supportEmail: string;
  readonly mobileSiteUrl: string | null;
  readonly tollFreeRegistrationUrl: string | null;
  readonly appDownload: AppDownload;
  readonly languages: readonly Locale[];
  readonly numbers: NumbersAreaRow;
  /** spec 3 §2: the screen with its own banner ad (pingme's New Code, wetalk's New Number), or null. */
  readonly screenBanner: 'newCode' | 'newNumber' | null;
  displayName(locale: Locale): string;
  has(feature: BrandFeature): boolean;
  visibleTabs(): readonly Tab[];
  formatBalance(amount: string, locale: Locale): string;
  bannerFor(tab: Tab): { target: BannerTarget } | null;
  supportMailto(webchatId: string): string;
}

export function brand(platform: Platform): Brand {
  const row = PLATFORM_TABLE[platform];
  return {
    platform,
    supportEmail: row.supportEmail,
    mobileSiteUrl: row.mobileSiteUrl,
    tollFreeRegistrationUrl: row.tollFreeRegistrationUrl,
    appDownload: row.appDownload,
    languages: row.languages,
    numbers: row.numbers,
    screenBanner: row.screenBanner,
    displayName: (locale) => row.displayName[locale],
    has: (feature) => has(platform, feature),
    visibleTabs: () => visibleTabs(platform),
    formatBalance: (amount, locale) => formatBalance(platform, amount, locale),
    bannerFor: (tab) => bannerFor(platform, tab),
    supportMailto: (webchatId) => supportMailto(platform, webchatId),
  };
}

/**
 * spec 3 §6: the front page's get-number address for a service and number (null on brands
 * without a front page).
 */
export function getNumberSiteUrl(platform: Platform, app: string, fullNumber: string): string | null {
  const site = PLATFORM_TABLE[platform].getNumberSiteUrl;
  if (site === null) return null;
  const url = new URL(site);
  url.searchParams.set('app', app);
  url.searchParams.set('number', fullNumber);
  return url.href;
}

/** spec 2 §2 Invite screen: where the more-rules dialog's terms and privacy links lead. */
export function legalPagesOf(platform: Platform): { terms: string; privacy: string } {
  return LEGAL_PAGES[platform];
}
