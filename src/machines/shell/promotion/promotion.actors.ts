/**
 * The promotion chart's injected call: `promotionMachine.provide({ actors: promotionActors(api) })`.
 * It builds the shell's picture of the banner from the wire answer (absolute picture URLs keyed by
 * UI language); a failed load is no banner (its failure was routed by the API layer).
 */
import { fromPromise } from 'xstate';
import { apiBase } from '../../../services/api/apiBase.ts';
import type { OutputOf } from '../../../services/api/contract/table.ts';
import type { Api } from '../../../services/api/createApi.ts';
import { PLATFORM_TABLE } from '../../../services/brand/index.ts';
import type { BannerAd, LoadBannerInput, ScreenBannerAd } from './types.ts';

type AdConfig = OutputOf<'getAdConfig'>;

/** spec 3 §3 bannerAds…: a screen's banner, when the configuration has one in both languages. */
function screenBannerOf(config: AdConfig, base: string): ScreenBannerAd | null {
  const { bannerAdsPictureUrl, bannerAdsPictureUrlCn, bannerAdsRedirectUrl, bannerAdsRedirectUrlCn } = config;
  if (!bannerAdsPictureUrl || !bannerAdsPictureUrlCn || !bannerAdsRedirectUrl || !bannerAdsRedirectUrlCn) return null;
  return {
    imageUrl: { en: new URL(bannerAdsPictureUrl, base).href, 'zh-CN': new URL(bannerAdsPictureUrlCn, base).href },
    href: { en: bannerAdsRedirectUrl, 'zh-CN': bannerAdsRedirectUrlCn },
  };
}

/** Wire → view: the first banner the server offers, its pictures resolved against the API base. */
export function buildBannerAd(config: AdConfig, base: string): BannerAd | null {
  const [banner] = config.banners;
  if (!banner) return null;
  return {
    target: banner.target,
    imageUrl: { en: new URL(banner.images.en, base).href, 'zh-CN': new URL(banner.images.zh_cn, base).href },
    screen: screenBannerOf(config, base),
  };
}

/** `base`: where `/data/…` is served, read when the banner loads (the API base by default). */
export function promotionActors(api: Pick<Api, 'getAdConfig'>, base: () => string = apiBase) {
  return {
    loadBanner: fromPromise<BannerAd | null, LoadBannerInput>(async ({ input, signal }) => {
      // spec 1 §2: only pingme, wephone and wetalk have a banner; the others need not ask.
      if (!PLATFORM_TABLE[input.platform].banner) return null;
      const answer = await api.getAdConfig({}, { signal });
      return answer.ok ? buildBannerAd(answer.data, base()) : null;
    }),
  };
}
