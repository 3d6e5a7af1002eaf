/**
 * What the payment dialogs need of the browser (spec 2 §4, §7, §9): the address the provider sends
 * the person back to, the provider's checkout in a new window, and the PayPal buttons script.
 * Built lazily over `window`, so importing it outside a browser touches nothing.
 */
import { apiBase } from '../api/apiBase.ts';
import { CHINA_COUNTRY_CODE } from '../api/contract/payments.ts';
import type { Locale } from '../i18n/locale.ts';

export interface Checkout {
  /**
   * spec 2 §9, spec 3 §3 payBackUrl: the return URL — the ad configuration's pay-back address
   * (resolved against the API base), or this page when it has none (null) — with China's country
   * code in Chinese.
   */
  returnUrl(payBackUrl: string | null): string;
  /** spec 2 §7: the PayPal script's locale, en_US or zh_CN. */
  paypalLocale(): 'en_US' | 'zh_CN';
  /** spec 2 §4: the provider's checkout in a new window. */
  open(url: string): void;
  /** Loads a script once; true when it loaded and PayPal's `Buttons` is there. */
  loadPaypalScript(src: string): Promise<boolean>;
}

/**
 * spec 2 §9 "return URLs differ per brand and get a China country-code parameter when the
 * language is Chinese"; spec 3 §3 Other web: payBackUrl. The brand's pay-back address from the ad
 * configuration, resolved against the API base (the server gives its own page as a path, like the
 * banner pictures: the provider, another site, needs it absolute); decision: when the
 * configuration has none or could not be loaded (`payBackUrl` null), the page the person pays
 * from — its brand's own address (the brand comes from the host, or the `platform` parameter of a
 * shared host) — without its fragment. Either way with `countryCode=86` in Chinese (and without
 * it otherwise).
 */
export function returnUrlOf(
  payBackUrl: string | null,
  here: { page: string; apiBase: string },
  locale: Locale,
): string {
  const url = payBackUrl === null ? new URL(here.page) : new URL(payBackUrl, here.apiBase);
  if (payBackUrl === null) url.hash = '';
  url.searchParams.delete(CHINA_COUNTRY_CODE.name);
  if (locale === 'zh-CN') url.searchParams.set(CHINA_COUNTRY_CODE.name, CHINA_COUNTRY_CODE.value);
  return url.href;
}

/** spec 2 §7: `<sdkUrl>?client-id=…&currency=…&locale=…`, relative to the page when the server gives a path. */
export function paypalScriptUrl(
  config: { sdkUrl: string; clientId: string; currency: string },
  locale: 'en_US' | 'zh_CN',
  base: string,
): string {
  const url = new URL(config.sdkUrl, base);
  url.searchParams.set('client-id', config.clientId);
  url.searchParams.set('currency', config.currency);
  url.searchParams.set('locale', locale);
  return url.href;
}

interface PaypalGlobal {
  paypal?: { Buttons?: unknown };
}

/** The language on screen: the app keeps `<html lang>` in step with the root's locale (App.tsx). */
function screenLocale(): Locale {
  return document.documentElement.lang === 'zh-CN' ? 'zh-CN' : 'en';
}

export function browserCheckout(): Checkout {
  const loaded = new Map<string, Promise<boolean>>();
  const hasButtons = () => typeof (window as unknown as PaypalGlobal).paypal?.Buttons === 'function';
  return {
    returnUrl: (payBackUrl) =>
      returnUrlOf(payBackUrl, { page: window.location.href, apiBase: apiBase() }, screenLocale()),
    paypalLocale: () => (screenLocale() === 'zh-CN' ? 'zh_CN' : 'en_US'),
    open: (url) => {
      window.open(url, '_blank', 'noopener');
    },
    loadPaypalScript: (src) => {
      const known = loaded.get(src);
      if (known) return known;
      const loading = new Promise<boolean>((resolve) => {
        const script = document.createElement('script');
        script.src = src;
        script.async = true;
        script.onload = () => resolve(hasButtons());
        script.onerror = () => {
          loaded.delete(src);
          script.remove();
          resolve(false);
        };
        document.head.append(script);
      });
      loaded.set(src, loading);
      return loading;
    },
  };
}
