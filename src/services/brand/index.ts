/** The brands, for code that must not reach into the API contract (the views). */
export type { Platform } from '../api/contract/platform.ts';
export {
  accountSectionsOf,
  type Brand,
  type BrandFeature,
  bannerFor,
  brand,
  has,
  legalPagesOf,
  numbersAreaOf,
  showsLanguageToggle,
  supportMailto,
  visibleTabs,
} from './brand.ts';
export { BRAND_ACCENT } from './brandColour.ts';
export { formatBalance, formatReward, roundDecimal } from './formatBalance.ts';
export { homeSiteUrl, type PageOrigin } from './homeSite.ts';
export { LEDGER_TABLE, type LedgerRow, ledgerRowOf, RATE_TABS, type RateTab } from './ledgerRows.ts';
export { pageTitle, UNREAD_CAP, unreadLabel } from './pageTitle.ts';
export {
  ACCOUNT_SECTIONS,
  type AccountSection,
  type AppDownload,
  type BalanceUnit,
  type BannerTarget,
  type NumbersAreaRow,
  PLATFORM_TABLE,
  type PlatformRow,
  TABS,
  type Tab,
  UNLOCK_BONUS_REWARD,
} from './platforms.ts';
export { resolveLocale } from './resolveLocale.ts';
export { isDevelopmentHost, type PageLocation, resolvePlatform } from './resolvePlatform.ts';
export {
  ICON_SIZES,
  iconFileOf,
  type ManifestIcon,
  manifestUrlOf,
  pwaFolderOf,
  type WebManifest,
  webManifest,
} from './webManifest.ts';
