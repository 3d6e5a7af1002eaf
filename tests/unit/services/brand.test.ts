import { describe, expect, it } from 'vitest';
import { PLATFORMS, type Platform } from '../../../src/services/api/contract/platform.ts';
import {
  bannerFor,
  brand,
  formatBalance,
  formatReward,
  has,
  isDevelopmentHost,
  pageTitle,
  resolveLocale,
  resolvePlatform,
  roundDecimal,
  showsLanguageToggle,
  supportMailto,
  TABS,
  type Tab,
  visibleTabs,
} from '../../../src/services/brand/index.ts';

const at = (hostname: string, search = '') => ({ hostname, search });

describe('resolvePlatform', () => {
  it.each([
    ['web.pingmeapp.net', 'pingme'],
    ['www.wephone.app', 'wephone'],
    ['web.wetalkapp.com', 'wetalk'],
    ['web.wetalkpro.com', 'wetalkpro'],
    ['wetalkpro.wetalk.com', 'wetalkpro'],
    ['wetalk.wetalkpro.net', 'wetalkpro'],
    ['www.jiema.app', 'jiema'],
    ['CloudNumber.example.com', 'cloudnumber'],
  ] satisfies [string, Platform][])('maps host %s to %s', (host, platform) => {
    expect(resolvePlatform(at(host), undefined)).toBe(platform);
  });

  it('brand hosts ignore ?platform= and the client tag', () => {
    expect(resolvePlatform(at('web.wetalkapp.com', '?platform=jiema'), 'wephone')).toBe('wetalk');
  });

  it('on development hosts ?platform= wins, then the client tag, then pingme', () => {
    expect(resolvePlatform(at('localhost', '?platform=wephone'), 'jiema')).toBe('wephone');
    expect(resolvePlatform(at('127.0.0.1', '?platform=CloudNumber'), undefined)).toBe('cloudnumber');
    expect(resolvePlatform(at('localhost', '?platform=nope'), 'jiema')).toBe('jiema');
    expect(resolvePlatform(at('192.168.1.20'), undefined)).toBe('pingme');
  });

  it('ignores ?platform= on an unknown public host but honours the client tag', () => {
    expect(resolvePlatform(at('chat.example.com', '?platform=wephone'), undefined)).toBe('pingme');
    expect(resolvePlatform(at('chat.example.com', '?platform=wephone'), 'wetalk')).toBe('wetalk');
  });

  it.each([
    ['localhost', true],
    ['app.localhost', true],
    ['my-mac.local', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['10.1.2.3', true],
    ['172.16.0.4', true],
    ['172.31.255.1', true],
    ['172.32.0.1', false],
    ['192.168.0.7', true],
    ['8.8.8.8', false],
    ['example.com', false],
  ])('isDevelopmentHost(%s) is %s', (host, expected) => {
    expect(isDevelopmentHost(host)).toBe(expected);
  });
});

describe('resolveLocale', () => {
  it('single-language brands are Chinese whatever the page says', () => {
    expect(resolveLocale('jiema', '?cc=us', ['en-US'])).toBe('zh-CN');
    expect(resolveLocale('cloudnumber', '', ['en-GB'])).toBe('zh-CN');
  });

  it('?cc=cn gives Chinese before the browser language', () => {
    expect(resolveLocale('pingme', '?cc=CN', ['en-US'])).toBe('zh-CN');
  });

  it('an explicit ?cc=cn outranks a kept choice (issue 22 item 8)', () => {
    expect(resolveLocale('pingme', '?cc=cn', ['en-US'], 'en')).toBe('zh-CN');
    expect(resolveLocale('wephone', '?platform=wephone&cc=cn', ['en-US'], 'en')).toBe('zh-CN');
  });

  it('then the preferred browser language: zh* is Chinese, anything else English', () => {
    expect(resolveLocale('wephone', '', ['zh-TW', 'en'])).toBe('zh-CN');
    expect(resolveLocale('wephone', '?cc=us', ['en-US', 'zh-CN'])).toBe('en');
    expect(resolveLocale('wetalk', '', [])).toBe('en');
    // A language the person chose and kept comes before the browser's, except on one-language brands.
    expect(resolveLocale('wetalk', '', ['en-US'], 'zh-CN')).toBe('zh-CN');
    expect(resolveLocale('pingme', '?cc=us', ['zh-CN'], 'en')).toBe('en');
    expect(resolveLocale('jiema', '', ['en-US'], 'en')).toBe('zh-CN');
  });
});

describe('tabs and features', () => {
  // spec 1 §2 Tabs: which brands hide each tab.
  const hiddenFor: Record<Tab, Platform[]> = {
    chats: ['jiema'],
    verification: ['wetalk', 'cloudnumber'],
    numbers: ['jiema'],
    contacts: ['jiema', 'cloudnumber'],
    account: [],
  };

  it.each(PLATFORMS)('%s shows exactly the spec tabs, in bar order', (platform) => {
    const expected = TABS.filter((tab) => !hiddenFor[tab].includes(platform));
    expect(visibleTabs(platform)).toEqual(expected);
    for (const tab of TABS) expect(has(platform, `${tab}Tab`)).toBe(expected.includes(tab));
  });

  it('hides the language toggle on jiema and cloudnumber only', () => {
    expect(PLATFORMS.filter((platform) => !showsLanguageToggle(platform))).toEqual(['jiema', 'cloudnumber']);
  });

  it('redirects mobile visitors on pingme only, and gives jiema its own front page', () => {
    expect(PLATFORMS.filter((platform) => has(platform, 'mobileRedirect'))).toEqual(['pingme']);
    expect(brand('pingme').mobileSiteUrl).toMatch(/^https:\/\//);
    expect(PLATFORMS.filter((platform) => has(platform, 'ownFrontPage'))).toEqual(['jiema']);
    expect(PLATFORMS.filter((platform) => has(platform, 'fixedNoCreditText'))).toEqual(['cloudnumber']);
  });

  it('gives each brand its own support address', () => {
    const addresses = PLATFORMS.map((platform) => brand(platform).supportEmail);
    expect(new Set(addresses).size).toBe(PLATFORMS.length);
    for (const address of addresses) expect(address).toMatch(/^support@[a-z0-9.-]+\.[a-z]+$/);
  });
});

describe('bannerFor (spec 1 §2 Banner ad)', () => {
  it.each([
    // spec 3 §2: pingme's verification banner is New Code's right column (screenBanner), not the strip.
    ['pingme', 'verification', null],
    ['pingme', 'numbers', 'numbers'],
    ['pingme', 'chats', null],
    ['pingme', 'account', null],
    ['wephone', 'chats', null],
    ['wephone', 'verification', 'appDownload'],
    ['wephone', 'contacts', 'appDownload'],
    ['wephone', 'account', 'appDownload'],
    ['wetalk', 'numbers', 'numbers'],
    ['wetalk', 'chats', null],
    ['wetalkpro', 'numbers', null],
    ['jiema', 'verification', null],
    ['cloudnumber', 'numbers', null],
  ] satisfies [Platform, Tab, string | null][])('%s on %s → %s', (platform, tab, target) => {
    expect(bannerFor(platform, tab)).toEqual(target === null ? null : { target });
  });
});

describe('formatBalance', () => {
  it.each([
    ['pingme', '12.5', 'en', '12.5000 Coins'],
    ['pingme', '-3', 'zh-CN', '-3.0000 Coins'],
    ['wephone', '7.12345', 'en', '$7.1235'],
    ['wephone', '7.12345', 'zh-CN', '7.1235 Credits'],
    ['wetalk', '-0.5', 'en', '-$0.5000'],
    ['wetalkpro', '0', 'en', '$0.0000'],
    ['jiema', '1.99999', 'zh-CN', '$2.0000'],
    ['cloudnumber', '1000.005', 'zh-CN', '1000.01云币'],
    ['cloudnumber', '-20', 'zh-CN', '-20.00云币'],
  ] satisfies [Platform, string, 'en' | 'zh-CN', string][])('%s %s (%s) → %s', (platform, amount, locale, shown) => {
    expect(formatBalance(platform, amount, locale)).toBe(shown);
  });

  it.each([
    ['pingme', 'en', '0.20 Coins'],
    ['wephone', 'en', '$0.20'],
    ['wephone', 'zh-CN', '0.20 Credits'],
    ['wetalk', 'zh-CN', '$0.20'],
    ['cloudnumber', 'zh-CN', '0.20云币'],
  ] satisfies [
    Platform,
    'en' | 'zh-CN',
    string,
  ][])('writes the unlock-bonus reward on %s (%s) as %s (spec 1 §9)', (platform, locale, shown) => {
    expect(formatReward(platform, locale)).toBe(shown);
  });

  it('writes a reward the server names at two places, like a price', () => {
    expect(formatReward('wetalk', 'en', '0.5')).toBe('$0.50');
  });

  it('uses exact decimal arithmetic where floats would drift', () => {
    // 1.005 is 1.00499999999999989… as a double; toFixed(2) gives "1.00".
    expect(roundDecimal('1.005', 2)).toBe('1.01');
    expect(roundDecimal('123456789012345678.98765', 4)).toBe('123456789012345678.9877');
    expect(roundDecimal('-2.5', 0)).toBe('-3');
  });

  it('drops the sign of an amount that rounds to zero', () => {
    expect(formatBalance('wetalk', '-0.00001', 'en')).toBe('$0.0000');
  });

  it('refuses what is not a decimal amount', () => {
    expect(() => formatBalance('pingme', '1e3', 'en')).toThrow(RangeError);
    expect(() => formatBalance('pingme', '', 'en')).toThrow(RangeError);
  });
});

describe('supportMailto', () => {
  it('drafts a mail to the brand address with the brand, web id and a feedback subject', () => {
    const link = new URL(supportMailto('wephone', '2025550100'));
    expect(link.protocol).toBe('mailto:');
    expect(link.pathname).toBe('support@wephoneapp.com');
    expect(link.searchParams.get('subject')).toBe('WePhone Web Feedback');
    expect(link.searchParams.get('body')).toContain('Platform: wephone');
    expect(link.searchParams.get('body')).toContain('Web ID: 2025550100');
  });

  it('escapes an e-mail web id', () => {
    expect(supportMailto('pingme', 'a+b@example.com')).toContain('Web%20ID%3A%20a%2Bb%40example.com');
  });
});

describe('brand(platform)', () => {
  it('binds every helper to its platform', () => {
    const cloud = brand('cloudnumber');
    expect(cloud.platform).toBe('cloudnumber');
    expect(cloud.displayName('zh-CN')).toBe('云号码');
    expect(cloud.languages).toEqual(['zh-CN']);
    expect(cloud.visibleTabs()).toEqual(['chats', 'numbers', 'account']);
    expect(cloud.has('contactsTab')).toBe(false);
    expect(cloud.formatBalance('5', 'zh-CN')).toBe('5.00云币');
    expect(brand('wetalk').bannerFor('numbers')).toEqual({ target: 'numbers' });
    expect(cloud.supportMailto('x')).toBe(supportMailto('cloudnumber', 'x'));
  });
});

describe('pageTitle (spec 1 §2)', () => {
  it('is "{tab} | {platform}"', () => {
    expect(pageTitle('Account', 'PingMe')).toBe('Account | PingMe');
    expect(pageTitle('Chats', 'PingMe', 0)).toBe('Chats | PingMe');
  });

  it('prefixes the unread count, capped at 99+', () => {
    expect(pageTitle('Chats', 'WeTalk', 7)).toBe('(7) Chats | WeTalk');
    expect(pageTitle('Chats', 'WeTalk', 99)).toBe('(99) Chats | WeTalk');
    expect(pageTitle('Chats', 'WeTalk', 100)).toBe('(99+) Chats | WeTalk');
  });
});
