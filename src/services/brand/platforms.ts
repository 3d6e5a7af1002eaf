/**
 * THE brand table: every difference between the six brands lives in one row per platform
 * (conventions: one table per cross-cutting fact). Views and charts never compare brand names;
 * they ask the helpers in `brand.ts`. Later issues add columns here (and features to
 * `BrandFeature`), never `if (platform === …)` elsewhere.
 */
import type { z } from 'zod/mini';
import type { Banner } from '../api/contract/endpoints.ts';
import type { FiatCurrency, PaymentFlag } from '../api/contract/payments.ts';
import type { Platform } from '../api/contract/platform.ts';
import type { Locale } from '../i18n/locales.ts';

/** The tab bar, in display order (spec 1 §2). */
export const TABS = ['chats', 'verification', 'numbers', 'contacts', 'account'] as const;
export type Tab = (typeof TABS)[number];

/**
 * The account area's left tab list, in display order (spec 2 §2). Logout, the list's last entry,
 * is a button rather than a section.
 */
export const ACCOUNT_SECTIONS = [
  'profile',
  'rates',
  'credit',
  'history',
  'api',
  'sms',
  'call',
  'invite',
  'redeemCode',
  'numberManagement',
  'subscriptionHistory',
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export type BannerTarget = z.infer<typeof Banner>['target'];

/**
 * spec 1 §2 App-download dialog: wephone shows its iOS and Android store QR codes and an APK link;
 * the other brands a QR of their home site, taken from the page's own origin.
 */
export type AppDownload =
  | { kind: 'stores'; appStoreUrl: string; googlePlayUrl: string; apkUrl: string }
  | { kind: 'homeSite' };

/** Where the unit sits around the number: `$1.2300` or `1.2300 Coins`. */
export interface BalanceUnit {
  position: 'prefix' | 'suffix';
  symbol: string;
}

export interface PlatformRow {
  displayName: Record<Locale, string>;
  /**
   * Lower-case words that identify the brand in the page hostname (spec 1 §1: the platform comes
   * from the page address). decision: a brand is recognised by its name anywhere in the host
   * (`web.pingmeapp.net`, `wetalkpro.example.com`); when several brands' words occur, the longest
   * word wins, so a `wetalkpro` host is never taken for `wetalk`.
   */
  hostWords: readonly string[];
  /** Visible tabs in bar order (spec 1 §2 Tabs). */
  tabs: readonly Tab[];
  /** UI languages, the first being the default; one entry means no language toggle (spec 1 §1–§2). */
  languages: readonly [Locale, ...Locale[]];
  /** `languagecode` sent to the server: the UI language, or always Chinese (spec 1 §7: jiema). */
  apiLanguageCode: 'followsLocale' | 'zh_cn';
  /** spec 1 §1, spec 2 §1: 4 decimals ($ or Coins), 2 on cloudnumber (云币); wephone says Credits in Chinese. */
  balance: { decimals: number; unit: Record<Locale, BalanceUnit> };
  /**
   * Help link and no-number card address (spec 1 §1). decision: the spec gives none, so each
   * brand uses `support@` at a domain carrying its own name.
   */
  supportEmail: string;
  /** spec 1 §2 Banner ad: on which tabs the banner shows and where a click leads; null = never. */
  banner: null | { tabs: readonly Tab[]; target: BannerTarget };
  /**
   * The screen whose own banner ad (spec 3 §2: picture and redirect address by language, from the
   * ad configuration's `bannerAds…` fields, spec 3 §3) shows: pingme's New Code right column,
   * wetalk's New Number screen; null = none. That screen shows it instead of the shell's strip, so
   * a person sees the banner once.
   */
  screenBanner: null | 'newCode' | 'newNumber';
  /**
   * spec 1 §8 (300030): the form where an own toll-free number is registered before it may send;
   * null for brands that send no messages from toll-free numbers. decision: the spec names the
   * brands (pingme, wephone, wetalk and a fourth, taken to be wetalkpro) but not the addresses;
   * each is a page on the brand's own web domain.
   */
  tollFreeRegistrationUrl: string | null;
  appDownload: AppDownload;
  /**
   * Mobile and tablet visitors are sent here (spec 1 §1: pingme only); null = show the 'use mobile'
   * notice instead. decision: the mobile site of pingme's domain.
   */
  mobileSiteUrl: string | null;
  /** The brand has its own front page instead of the login view's landing (spec 1 §2 Root view: jiema). */
  ownFrontPage: boolean;
  /**
   * spec 3 §6: where the logged-out front page's get-number action leads (the brand's external
   * site); null = the brand has no front page (spec 1 §2: the front page is the verification panel,
   * which wetalk and cloudnumber do not show). decision: the spec names no address; each is a
   * page on the brand's own web domain, told the service and number chosen.
   */
  getNumberSiteUrl: string | null;
  /**
   * Which tool the verification tab shows (spec 3 §2): New Code with the verification numbers, or
   * the JieMa tool (jiema: get a new number / recently used numbers).
   */
  verificationTool: 'newCode' | 'jiema';
  /** The no-credit dialog shows a fixed text instead of the server's message (spec 1 §4: cloudnumber in Chinese). */
  fixedNoCreditText: boolean;
  /** spec 1 §2: the chat input bar and the 'new chat' button (hidden on cloudnumber, which only receives). */
  sendsMessages: boolean;
  /** The numbers area's brand differences (spec 3 §1, §2); brands without the numbers tab keep NO_NUMBERS_AREA. */
  numbers: NumbersAreaRow;
  /** The profile section's brand differences (spec 2 §1, §4, §8). */
  profile: ProfileSectionRow;
  /** The recharge section's brand differences (spec 2 §1, §4, §9); the rules are contract/paymentRules.ts. */
  payments: PaymentsRow;
  /**
   * The account sections this brand has (spec 2 §2: rates and call hidden on jiema, api on pingme
   * only, numberManagement and subscriptionHistory on jiema only). What depends on the account
   * (invite, redeemCode) or on front-page mode (credit) is decided in `accountSections.ts`.
   */
  accountSections: readonly AccountSection[];
}

/** spec 2 §1: identity-proof upload and its status label are pingme's; §8: so is the support link. */
export interface ProfileSectionRow {
  identityUpload: boolean;
  supportLink: boolean;
  /** spec 2 §3: the profile carries a VIP status on wetalk (shown in its summary, with expireDate). */
  vip: boolean;
}

const PLAIN_PROFILE: ProfileSectionRow = { identityUpload: false, supportLink: false, vip: false };
/** One recharge tier (spec 2 §9): what is paid and the gift credited on top (0: none). */
export interface RechargeTier {
  amount: number;
  gift: number;
}

/** spec 2 §1, §4, §5, §9: how the recharge section and the payment calls differ between brands. */
export interface PaymentsRow {
  /** What the tiers are priced in: USD (pingme's Coins are USD), CNY on cloudnumber; 1 unit credits 1 unit of balance. */
  currency: FiatCurrency;
  /** spec 2 §9 tiers in display order. */
  tiers: readonly RechargeTier[];
  /** spec 2 §5 custom amount, whole units: the range and the value the field starts with. */
  custom: { min: number; max: number; default: number };
  /** spec 2 §4: false on wephone and wetalk — crypto methods disable the tiers that carry a gift and give none. */
  cryptoGifts: boolean;
  /**
   * decision (spec 2 §3 "server supplied"): the methods the brand offers, i.e. the flags
   * getPaymentMethods answers true.
   */
  methods: readonly PaymentFlag[];
  /**
   * decision (spec 2 §4 "a method that needs a verified real phone"): the methods an account
   * without a phone cannot use until it verifies one — the crypto ones, whose payments cannot
   * be reversed.
   */
  needsPhone: readonly PaymentFlag[];
  /** spec 2 §1: cloudnumber orders Alipay through its own call (`alipayPaySubmit`); the others through `paySubmit`. */
  alipayOrderCall: 'paySubmit' | 'alipayPaySubmit';
  /** spec 2 §1: recharge rows carry a receipt link only on pingme, wephone and wetalk. */
  receipts: boolean;
}

const WALLET_FLAGS: readonly PaymentFlag[] = ['usdtPay', 'usdcPay', 'tusdPay', 'ethPay', 'bchPay'];
const CRYPTO_FLAGS: readonly PaymentFlag[] = ['cryptoPay', ...WALLET_FLAGS];
/** spec 2 §9: the dollar tiers; pingme's Coins have no gifts, the other dollar brands 1/2/6/13 on 10/20/50/100. */
const DOLLAR_TIERS_WITH_GIFTS: readonly RechargeTier[] = [
  { amount: 2, gift: 0 },
  { amount: 5, gift: 0 },
  { amount: 10, gift: 1 },
  { amount: 20, gift: 2 },
  { amount: 50, gift: 6 },
  { amount: 100, gift: 13 },
];
const DOLLAR_PAYMENTS: PaymentsRow = {
  currency: 'USD',
  tiers: DOLLAR_TIERS_WITH_GIFTS,
  custom: { min: 11, max: 200, default: 200 },
  cryptoGifts: true,
  methods: ['paypal', 'alipay', 'wechatpay', 'unionpay', ...CRYPTO_FLAGS],
  needsPhone: CRYPTO_FLAGS,
  alipayOrderCall: 'paySubmit',
  receipts: false,
};

/** spec 3 §1, §2: how the numbers area differs between brands. */
export interface NumbersAreaRow {
  /**
   * Number Management's columns: pingme's (flag, type badge, number name, next payment date,
   * monthly rent, status, Manage) or the other brands' (number, payment date, monthly rent,
   * status, Unsubscribe, Manage).
   */
  listLayout: 'pingme' | 'standard';
  /** The first-visit tip dialog (hidden on wetalk and cloudnumber). */
  firstVisitTip: boolean;
  /** The Manage button of a number (hidden on cloudnumber). */
  manage: boolean;
  /** The banner pointing to the US cell-phone plan (pingme only). */
  cellPlanBanner: boolean;
  /** The note under the forwarding and voicemail toggles (pingme and wetalk). */
  settingsNote: boolean;
  /** The help tip of the numbers menu (not on wetalk or cloudnumber). */
  helpTip: boolean;
  /** The unsubscribe warning: the usual one, or cloudnumber's 'can no longer receive calls or messages'. */
  unsubscribeWarning: 'standard' | 'noCallsOrMessages';
}

const STANDARD_NUMBERS_AREA: NumbersAreaRow = {
  listLayout: 'standard',
  firstVisitTip: true,
  manage: true,
  cellPlanBanner: false,
  settingsNote: false,
  helpTip: true,
  unsubscribeWarning: 'standard',
};

/** jiema shows no numbers tab (spec 1 §2): nothing of the area applies. */
const NO_NUMBERS_AREA: NumbersAreaRow = {
  ...STANDARD_NUMBERS_AREA,
  firstVisitTip: false,
  manage: false,
  helpTip: false,
};

/** spec 2 §2: every brand but pingme and jiema. */
const STANDARD_ACCOUNT_SECTIONS: readonly AccountSection[] = [
  'profile',
  'rates',
  'credit',
  'history',
  'sms',
  'call',
  'invite',
  'redeemCode',
];

const DOLLAR: BalanceUnit = { position: 'prefix', symbol: '$' };
const BOTH_LANGUAGES = ['en', 'zh-CN'] as const;
const CHINESE_ONLY = ['zh-CN'] as const;

export const PLATFORM_TABLE: Record<Platform, PlatformRow> = {
  pingme: {
    displayName: { en: 'PingMe', 'zh-CN': 'PingMe' },
    hostWords: ['pingme'],
    tabs: ['chats', 'verification', 'numbers', 'contacts', 'account'],
    languages: BOTH_LANGUAGES,
    apiLanguageCode: 'followsLocale',
    balance: {
      decimals: 4,
      // spec 3 §1: 'x Coins' in both languages (1 coin = 1 USD).
      unit: { en: { position: 'suffix', symbol: ' Coins' }, 'zh-CN': { position: 'suffix', symbol: ' Coins' } },
    },
    supportEmail: 'support@pingmeapp.net',
    appDownload: { kind: 'homeSite' },
    tollFreeRegistrationUrl: 'https://www.pingmeapp.net/toll-free-registration',
    // Click goes to the numbers tab, TMO section.
    // The verification tab's banner is New Code's right column (screenBanner, spec 3 §2).
    banner: { tabs: ['numbers'], target: 'numbers' },
    screenBanner: 'newCode',
    mobileSiteUrl: 'https://m.pingmeapp.net/',
    ownFrontPage: false,
    getNumberSiteUrl: 'https://www.pingmeapp.net/get-number',
    verificationTool: 'newCode',
    fixedNoCreditText: false,
    sendsMessages: true,
    numbers: { ...STANDARD_NUMBERS_AREA, listLayout: 'pingme', cellPlanBanner: true, settingsNote: true },
    profile: { identityUpload: true, supportLink: true, vip: false },
    payments: {
      ...DOLLAR_PAYMENTS,
      tiers: DOLLAR_TIERS_WITH_GIFTS.map(({ amount }) => ({ amount, gift: 0 })),
      receipts: true,
    },
    accountSections: ['profile', 'rates', 'credit', 'history', 'api', 'sms', 'call', 'invite', 'redeemCode'],
  },
  wephone: {
    displayName: { en: 'WePhone', 'zh-CN': 'WePhone' },
    hostWords: ['wephone'],
    tabs: ['chats', 'verification', 'numbers', 'contacts', 'account'],
    languages: BOTH_LANGUAGES,
    apiLanguageCode: 'followsLocale',
    balance: { decimals: 4, unit: { en: DOLLAR, 'zh-CN': { position: 'suffix', symbol: ' Credits' } } },
    supportEmail: 'support@wephoneapp.com',
    // decision: the spec names no store listings; each link is a download page on wephone's own
    // domain that forwards to the store (or serves the APK), so a listing can move without a release.
    appDownload: {
      kind: 'stores',
      appStoreUrl: 'https://www.wephoneapp.com/download/ios',
      googlePlayUrl: 'https://www.wephoneapp.com/download/android',
      apkUrl: 'https://www.wephoneapp.com/download/wephone.apk',
    },
    tollFreeRegistrationUrl: 'https://www.wephoneapp.com/toll-free-registration',
    // Every tab but chats; click opens the app-download dialog.
    banner: { tabs: ['verification', 'numbers', 'contacts', 'account'], target: 'appDownload' },
    screenBanner: null,
    mobileSiteUrl: null,
    ownFrontPage: false,
    getNumberSiteUrl: 'https://www.wephoneapp.com/get-number',
    verificationTool: 'newCode',
    fixedNoCreditText: false,
    sendsMessages: true,
    numbers: STANDARD_NUMBERS_AREA,
    profile: PLAIN_PROFILE,
    payments: { ...DOLLAR_PAYMENTS, cryptoGifts: false, receipts: true },
    accountSections: STANDARD_ACCOUNT_SECTIONS,
  },
  wetalk: {
    displayName: { en: 'WeTalk', 'zh-CN': 'WeTalk' },
    hostWords: ['wetalk'],
    tabs: ['chats', 'numbers', 'contacts', 'account'],
    languages: BOTH_LANGUAGES,
    apiLanguageCode: 'followsLocale',
    balance: { decimals: 4, unit: { en: DOLLAR, 'zh-CN': DOLLAR } },
    supportEmail: 'support@wetalkapp.com',
    appDownload: { kind: 'homeSite' },
    tollFreeRegistrationUrl: 'https://www.wetalkapp.com/toll-free-registration',
    // Click goes to the numbers tab, TMO section.
    banner: { tabs: ['numbers'], target: 'numbers' },
    screenBanner: 'newNumber',
    mobileSiteUrl: null,
    ownFrontPage: false,
    getNumberSiteUrl: null,
    verificationTool: 'newCode',
    fixedNoCreditText: false,
    sendsMessages: true,
    numbers: {
      ...STANDARD_NUMBERS_AREA,
      firstVisitTip: false,
      settingsNote: true,
      helpTip: false,
    },
    profile: { ...PLAIN_PROFILE, vip: true },
    payments: { ...DOLLAR_PAYMENTS, cryptoGifts: false, receipts: true },
    accountSections: STANDARD_ACCOUNT_SECTIONS,
  },
  wetalkpro: {
    displayName: { en: 'WeTalk Pro', 'zh-CN': 'WeTalk Pro' },
    hostWords: ['wetalkpro'],
    tabs: ['chats', 'verification', 'numbers', 'contacts', 'account'],
    languages: BOTH_LANGUAGES,
    apiLanguageCode: 'followsLocale',
    balance: { decimals: 4, unit: { en: DOLLAR, 'zh-CN': DOLLAR } },
    supportEmail: 'support@wetalkpro.com',
    appDownload: { kind: 'homeSite' },
    tollFreeRegistrationUrl: 'https://www.wetalkpro.com/toll-free-registration',
    banner: null,
    screenBanner: null,
    mobileSiteUrl: null,
    ownFrontPage: false,
    getNumberSiteUrl: 'https://www.wetalkpro.com/get-number',
    verificationTool: 'newCode',
    fixedNoCreditText: false,
    sendsMessages: true,
    numbers: STANDARD_NUMBERS_AREA,
    profile: PLAIN_PROFILE,
    payments: DOLLAR_PAYMENTS,
    accountSections: STANDARD_ACCOUNT_SECTIONS,
  },
  jiema: {
    displayName: { en: 'JieMa', 'zh-CN': '接码' },
    hostWords: ['jiema'],
    tabs: ['verification', 'account'],
    languages: CHINESE_ONLY,
    apiLanguageCode: 'zh_cn',
    balance: { decimals: 4, unit: { en: DOLLAR, 'zh-CN': DOLLAR } },
    supportEmail: 'support@jiema.app',
    appDownload: { kind: 'homeSite' },
    tollFreeRegistrationUrl: null,
    banner: null,
    screenBanner: null,
    mobileSiteUrl: null,
    ownFrontPage: true,
    getNumberSiteUrl: 'https://www.jiema.app/get-number',
    verificationTool: 'jiema',
    fixedNoCreditText: false,
    sendsMessages: true,
    numbers: NO_NUMBERS_AREA,
    profile: PLAIN_PROFILE,
    // decision: jiema (Chinese only) offers the Chinese wallets and USDT.
    payments: { ...DOLLAR_PAYMENTS, methods: ['alipay', 'wechatpay', 'usdtPay'] },
    accountSections: [
      'profile',
      'credit',
      'history',
      'sms',
      'invite',
      'redeemCode',
      'numberManagement',
      'subscriptionHistory',
    ],
  },
  cloudnumber: {
    displayName: { en: 'CloudNumber', 'zh-CN': '云号码' },
    hostWords: ['cloudnumber'],
    tabs: ['chats', 'numbers', 'account'],
    languages: CHINESE_ONLY,
    apiLanguageCode: 'followsLocale',
    // spec 2 §1: the unit is written in Chinese whatever the language.
    balance: {
      decimals: 2,
      unit: { en: { position: 'suffix', symbol: '云币' }, 'zh-CN': { position: 'suffix', symbol: '云币' } },
    },
    supportEmail: 'support@cloudnumber.app',
    appDownload: { kind: 'homeSite' },
    tollFreeRegistrationUrl: null,
    banner: null,
    screenBanner: null,
    mobileSiteUrl: null,
    ownFrontPage: false,
    getNumberSiteUrl: null,
    verificationTool: 'newCode',
    fixedNoCreditText: true,
    sendsMessages: false,
    numbers: {
      ...STANDARD_NUMBERS_AREA,
      firstVisitTip: false,
      manage: false,
      helpTip: false,
      unsubscribeWarning: 'noCallsOrMessages',
    },
    profile: PLAIN_PROFILE,
    // spec 2 §9: yuan tiers 5/10/50/100/500, custom 11–2000 (default 1000); decision: no gifts, Chinese wallets only.
    payments: {
      ...DOLLAR_PAYMENTS,
      currency: 'CNY',
      tiers: [5, 10, 50, 100, 500].map((amount) => ({ amount, gift: 0 })),
      custom: { min: 11, max: 2000, default: 1000 },
      methods: ['alipay', 'wechatpay'],
      alipayOrderCall: 'alipayPaySubmit',
    },
    accountSections: STANDARD_ACCOUNT_SECTIONS,
  },
};

/** Reward for setting a phone and redeeming a referral code, in the platform currency (spec 1 §9). */
export const UNLOCK_BONUS_REWARD = 0.2;

/**
 * Each brand's terms of service and privacy policy (spec 2 §2 Invite screen: the more-rules dialog
 * links to both). decision: the spec gives no addresses; each is a page of the brand's own web
 * domain (the one its support address uses).
 */
export const LEGAL_PAGES: Record<Platform, { terms: string; privacy: string }> = {
  pingme: { terms: 'https://www.pingmeapp.net/terms', privacy: 'https://www.pingmeapp.net/privacy' },
  wephone: { terms: 'https://www.wephoneapp.com/terms', privacy: 'https://www.wephoneapp.com/privacy' },
  wetalk: { terms: 'https://www.wetalkapp.com/terms', privacy: 'https://www.wetalkapp.com/privacy' },
  wetalkpro: { terms: 'https://www.wetalkpro.com/terms', privacy: 'https://www.wetalkpro.com/privacy' },
  jiema: { terms: 'https://www.jiema.app/terms', privacy: 'https://www.jiema.app/privacy' },
  cloudnumber: { terms: 'https://www.cloudnumber.app/terms', privacy: 'https://www.cloudnumber.app/privacy' },
};
