import type { Platform } from '../../../services/api/contract/platform.ts';
import type { BannerTarget } from '../../../services/brand/index.ts';
import type { Locale } from '../../../services/i18n/locale.ts';

/** The banner as the shell shows it: its picture per UI language (absolute URLs) and where a click leads. */
export interface BannerAd {
  imageUrl: Record<Locale, string>;
  target: BannerTarget;
  /** A screen's own banner (spec 3 §3 bannerAds…): picture and redirect address per language, or null. */
  screen: ScreenBannerAd | null;
}

export interface ScreenBannerAd {
  imageUrl: Record<Locale, string>;
  href: Record<Locale, string>;
}

export interface PromotionInput {
  platform: Platform;
}

export interface LoadBannerInput {
  platform: Platform;
}

export interface PromotionContext {
  platform: Platform;
  /** Known while `banner.shown`. */
  banner: BannerAd | null;
}

export type PromotionEvent =
  /** The main view shows: the banner may show from now on, so its configuration is loaded. */
  | { type: 'banner.wanted' }
  /** The person clicked the banner (spec 1 §2 Banner ad). */
  | { type: 'banner.click' }
  /** The tab bar's app button, or a wephone banner click. */
  | { type: 'appDownload.open' }
  /** Done or close in the app-download dialog. */
  | { type: 'appDownload.close' };
