import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { BannerTarget, Tab } from '../../../services/brand/index.ts';
import { bannerFor } from '../../../services/brand/index.ts';
import type { Locale } from '../../../services/i18n/locale.ts';
import type { PromotionMachine } from './promotion.machine.ts';

export type PromotionActor = ActorRefFrom<PromotionMachine>;
type PromotionSnapshot = SnapshotFrom<PromotionMachine>;

/** The banner to show on `tab` in `locale`, or null (spec 1 §2 Banner ad: brand, tab, language). */
export function selectBanner(
  snapshot: PromotionSnapshot,
  tab: Tab,
  locale: Locale,
): { imageUrl: string; target: BannerTarget } | null {
  const { banner, platform } = snapshot.context;
  if (!snapshot.matches({ banner: 'shown' }) || !banner || !bannerFor(platform, tab)) return null;
  return { imageUrl: banner.imageUrl[locale], target: banner.target };
}

export function selectAppDownloadOpen(snapshot: PromotionSnapshot): boolean {
  return snapshot.matches({ appDownload: 'open' });
}

/** spec 3 §2: the banner of a screen (pingme's New Code column, wetalk's New Number) in `locale`, or null. */
export function selectScreenBanner(
  snapshot: PromotionSnapshot,
  locale: Locale,
): { imageUrl: string; href: string } | null {
  const screen = snapshot.context.banner?.screen;
  if (!snapshot.matches({ banner: 'shown' }) || !screen) return null;
  return { imageUrl: screen.imageUrl[locale], href: screen.href[locale] };
}
