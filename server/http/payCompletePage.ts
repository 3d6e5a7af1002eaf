/**
 * The 'payment complete' page a payment returns to (`PAYMENT_PATHS.payComplete`, getAdConfig's
 * `payBackUrl`; spec 3 §3 Other web: payBackUrl, spec 2 §9; docs/payments-client.md): the payment
 * provider sends the person here from the checkout window it ran in (spec 2 §4). The app's own tab
 * follows the order by itself, so this page only says the payment is done, that the window can be
 * closed, and links back to the brand's app (`/?platform=<brand>`) for whoever opened it alone.
 *
 * The language: Chinese when the return URL carries China's country code (`countryCode=86`, which
 * the client adds in Chinese, spec 2 §9) or `languagecode=zh_cn` like the other pages; then the
 * brand's own language where it has only one (`pageLanguage`).
 */
import { z } from 'zod/mini';
import { CHINA_COUNTRY_CODE, type LanguageCode, type Platform } from '../../src/services/api/contract/index.ts';
import { brandName } from '../i18n.ts';
import { CommonParams } from './common.ts';
import { escapeHtml, htmlDocument, pageLanguage } from './htmlPage.ts';

/**
 * The page's query: the brand is required (an unknown one is bad input); whatever else the
 * provider appends to a return URL is ignored.
 */
export const PayCompleteQuery = z.object({
  platform: CommonParams.shape.platform,
  [CHINA_COUNTRY_CODE.name]: z.optional(z.string().check(z.maxLength(8))),
});

const TEXTS = {
  en: {
    title: 'Payment complete',
    done: (brand: string) =>
      `Your payment to ${brand} is done. You can close this window and go back to the app: your balance there updates by itself once the payment is confirmed.`,
    back: (brand: string) => `Open ${brand}`,
  },
  zh_cn: {
    title: '支付完成',
    done: (brand: string) => `您已完成向 ${brand} 的付款。现在可以关闭此窗口并返回应用：付款确认后，余额会自动更新。`,
    back: (brand: string) => `打开 ${brand}`,
  },
} as const;

/** The language asked for by the return URL (module comment), before the brand's own say. */
export function requestedLanguage(countryCode: string | undefined, languagecode: LanguageCode): LanguageCode {
  return countryCode === CHINA_COUNTRY_CODE.value ? 'zh_cn' : languagecode;
}

export function renderPayComplete(platform: Platform, requested: LanguageCode): string {
  const lang = pageLanguage(platform, requested);
  const texts = TEXTS[lang];
  const brand = brandName(platform, lang);
  // The app's start for this brand on this origin (the brand comes from `platform` on a shared host).
  const app = `/?${new URLSearchParams({ platform })}`;
  return htmlDocument({
    lang: lang === 'zh_cn' ? 'zh-CN' : 'en',
    title: `${texts.title} · ${brand}`,
    body: `<main>
<p class="provider">${escapeHtml(brand)}</p>
<h1>${escapeHtml(texts.title)}</h1>
<p class="status paid" role="status">${escapeHtml(texts.done(brand))}</p>
<p><a class="button" href="${escapeHtml(app)}">${escapeHtml(texts.back(brand))}</a></p>
</main>`,
  });
}
