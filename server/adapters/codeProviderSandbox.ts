/**
 * The sandbox verification-code provider: a catalogue of real services (names in English and
 * Chinese), twelve countries, and a fixed set of numbers per country and number type that every
 * service's codes can arrive on, so the verification area works with no provider account. Its
 * SMS go to the sandbox outbox (`GET /sandbox/outbox?to=…&kind=message`). `POST
 * /sandbox/emptyPool` empties one app's pool in one country (`setEmpty`), for the no-number dialog.
 *
 * Prices (decision; spec 3 §9 shows the sample rates 6.99 and 9.99): a subscription costs 9.99 a
 * month for the most asked-for services and 6.99 for the others; a code on a long-term number
 * (type 1) 0.50 or 0.30, on a one-time number (type 2) 0.30 or 0.20.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CodeCountryCode, CodeNumberType } from '../../src/services/api/contract/index.ts';
import type { CodeProvider, ProviderApp, ProviderCountry } from './codeProvider.ts';
import type { SandboxOutbox } from './sandboxOutbox.ts';

const PREMIUM = { codeRate: { 1: '0.50', 2: '0.30' }, subRent: '9.99' } as const;
const STANDARD = { codeRate: { 1: '0.30', 2: '0.20' }, subRent: '6.99' } as const;

const app = (key: string, en: string, zh: string, fees: typeof PREMIUM | typeof STANDARD): ProviderApp => ({
  app: key,
  names: { en, zh_cn: zh },
  ...fees,
});

export const SANDBOX_APPS: readonly ProviderApp[] = [
  app('whatsapp', 'WhatsApp', 'WhatsApp', PREMIUM),
  app('telegram', 'Telegram', '电报 (Telegram)', PREMIUM),
  app('google', 'Google', '谷歌', PREMIUM),
  app('openai', 'OpenAI (ChatGPT)', 'OpenAI (ChatGPT)', PREMIUM),
  app('wechat', 'WeChat', '微信', PREMIUM),
  app('alipay', 'Alipay', '支付宝', PREMIUM),
  app('paypal', 'PayPal', '贝宝 (PayPal)', PREMIUM),
  app('apple', 'Apple', '苹果', PREMIUM),
  app('microsoft', 'Microsoft', '微软', PREMIUM),
  app('amazon', 'Amazon', '亚马逊', PREMIUM),
  app('facebook', 'Facebook', '脸书 (Facebook)', STANDARD),
  app('instagram', 'Instagram', 'Instagram', STANDARD),
  app('twitter', 'X (Twitter)', 'X (推特)', STANDARD),
  app('tiktok', 'TikTok', 'TikTok (抖音国际版)', STANDARD),
  app('line', 'LINE', 'LINE', STANDARD),
  app('viber', 'Viber', 'Viber', STANDARD),
  app('signal', 'Signal', 'Signal', STANDARD),
  app('discord', 'Discord', 'Discord', STANDARD),
  app('snapchat', 'Snapchat', 'Snapchat', STANDARD),
  app('linkedin', 'LinkedIn', '领英', STANDARD),
  app('uber', 'Uber', '优步', STANDARD),
  app('airbnb', 'Airbnb', '爱彼迎', STANDARD),
  app('netflix', 'Netflix', '网飞', STANDARD),
  app('tinder', 'Tinder', 'Tinder', STANDARD),
  app('yahoo', 'Yahoo', '雅虎', STANDARD),
  app('steam', 'Steam', 'Steam', STANDARD),
  app('taobao', 'Taobao', '淘宝', STANDARD),
];

interface SandboxCountry extends ProviderCountry {
  /** National numbers: `prefix` then a running number of `digits` digits. */
  prefix: string;
  digits: number;
  /** How many numbers of each type the provider has there. */
  sizes: Readonly<Record<CodeNumberType, number>>;
}

const SIZES = { 1: 6, 2: 5 } as const;
const FEW = { 1: 3, 2: 2 } as const;

/** Numbers in ranges kept for fiction where a country has one (North America's 555-01xx); valid mobile ranges elsewhere, so the chats' rules accept them. */
const COUNTRIES: readonly SandboxCountry[] = [
  {
    code: 'US',
    telCode: '1',
    names: { en: 'United States', zh_cn: '美国' },
    prefix: '3325550',
    digits: 3,
    sizes: SIZES,
  },
  { code: 'CA', telCode: '1', names: { en: 'Canada', zh_cn: '加拿大' }, prefix: '4385550', digits: 3, sizes: SIZES },
  {
    code: 'GB',
    telCode: '44',
    names: { en: 'United Kingdom', zh_cn: '英国' },
    prefix: '7400123',
    digits: 3,
    sizes: SIZES,
  },
  {
    code: 'HK',
    telCode: '852',
    names: { en: 'Hong Kong', zh_cn: '中国香港' },
    prefix: '5123',
    digits: 4,
    sizes: SIZES,
  },
  {
    code: 'PH',
    telCode: '63',
    names: { en: 'Philippines', zh_cn: '菲律宾' },
    prefix: '917555',
    digits: 4,
    sizes: SIZES,
  },
  {
    code: 'ID',
    telCode: '62',
    names: { en: 'Indonesia', zh_cn: '印度尼西亚' },
    prefix: '8125550',
    digits: 4,
    sizes: SIZES,
  },
  { code: 'MY', telCode: '60', names: { en: 'Malaysia', zh_cn: '马来西亚' }, prefix: '12555', digits: 4, sizes: SIZES },
  { code: 'TH', telCode: '66', names: { en: 'Thailand', zh_cn: '泰国' }, prefix: '81555', digits: 4, sizes: SIZES },
  { code: 'VN', telCode: '84', names: { en: 'Vietnam', zh_cn: '越南' }, prefix: '91555', digits: 4, sizes: SIZES },
  { code: 'BR', telCode: '55', names: { en: 'Brazil', zh_cn: '巴西' }, prefix: '1195555', digits: 4, sizes: FEW },
  { code: 'MX', telCode: '52', names: { en: 'Mexico', zh_cn: '墨西哥' }, prefix: '555555', digits: 4, sizes: SIZES },
  { code: 'DE', telCode: '49', names: { en: 'Germany', zh_cn: '德国' }, prefix: '1515555', digits: 4, sizes: FEW },
];

/** Type-1 numbers run from 100, type-2 numbers from 500: the two never overlap. */
const FIRST_OF_TYPE: Readonly<Record<CodeNumberType, number>> = { 1: 100, 2: 500 };

function numbersOf(country: SandboxCountry, numberType: CodeNumberType): string[] {
  return Array.from(
    { length: country.sizes[numberType] },
    (_, index) =>
      `${country.telCode}${country.prefix}${String(FIRST_OF_TYPE[numberType] + index).padStart(country.digits, '0')}`,
  );
}

export interface SandboxCodeProvider extends CodeProvider {
  /** Empties (or refills) the pool of `app` in `country`, both number types. */
  setEmpty(app: string, country: CodeCountryCode, empty: boolean): void;
}

export function createSandboxCodeProvider(outbox: SandboxOutbox, logger: FastifyBaseLogger): SandboxCodeProvider {
  const emptied = new Set<string>();
  const key = (app: string, country: string) => `${app} ${country}`;
  return {
    apps: () => SANDBOX_APPS,
    countries: () => COUNTRIES,
    numbers(appKey, code, numberType) {
      const country = COUNTRIES.find((each) => each.code === code);
      if (!country || emptied.has(key(appKey, code))) return [];
      return numbersOf(country, numberType);
    },
    async send(message) {
      outbox.recordMessage({
        kind: 'sms',
        from: message.from,
        to: message.to,
        text: message.text,
        media: '',
        smsId: message.smsId,
      });
      logger.info({ from: message.from, to: message.to, app: message.app }, 'sandbox code provider took an SMS');
    },
    setEmpty(appKey, code, empty) {
      if (empty) emptied.add(key(appKey, code));
      else emptied.delete(key(appKey, code));
    },
  };
}
