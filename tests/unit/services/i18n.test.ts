import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '../../../src/services/api/contract/platform.ts';
import { formatReward } from '../../../src/services/brand/index.ts';
import { LANGUAGE_CODE_OF, LOCALES, messagesFor } from '../../../src/services/i18n/index.ts';
import { AREAS as EN_AREAS } from '../../../src/services/i18n/messages/en/index.ts';
import { AREAS as ZH_AREAS } from '../../../src/services/i18n/messages/zh-CN/index.ts';

/**
 * Argument names a message uses, so both languages take the same values. Types may differ: an
 * English plural is often a plain argument in Chinese.
 */
function argumentsOf(message: string): string[] {
  const names: string[] = [];
  const walk = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if ('value' in element && typeof element.value === 'string') names.push(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if ('children' in element) walk(element.children);
    }
  };
  walk(parse(message));
  return [...new Set(names)].sort();
}

describe('catalogues', () => {
  const en = messagesFor('en');
  const zh = messagesFor('zh-CN');

  it('have exactly the same keys', () => {
    const missingInZh = Object.keys(en).filter((key) => !(key in zh));
    const extraInZh = Object.keys(zh).filter((key) => !(key in en));
    expect({ missingInZh, extraInZh }).toEqual({ missingInZh: [], extraInZh: [] });
  });

  it('split into areas whose keys never collide (a collision would silently drop a message)', () => {
    for (const [locale, areas] of [
      ['en', EN_AREAS],
      ['zh-CN', ZH_AREAS],
    ] as const) {
      const areaKeyCount = Object.values(areas as Record<string, object>).reduce(
        (sum, area) => sum + Object.keys(area).length,
        0,
      );
      expect(Object.keys(messagesFor(locale)).length, locale).toBe(areaKeyCount);
    }
  });

  it.each(LOCALES)('%s: every message is non-empty valid ICU', (locale) => {
    for (const [key, message] of Object.entries(messagesFor(locale))) {
      expect(message.trim(), key).not.toBe('');
      expect(() => parse(message), `${locale} ${key}`).not.toThrow();
    }
  });

  it('translations take the same arguments as the English message', () => {
    for (const [key, message] of Object.entries(en)) {
      expect(argumentsOf(zh[key as keyof typeof zh]), key).toEqual(argumentsOf(message));
    }
  });

  it('names the Hosting number type in Chinese wherever it shows (issue 27 item 5)', () => {
    for (const key of ['numbers.type.Hosting', 'chats.numberType.Hosting', 'newNumber.type.Hosting'] as const) {
      expect(en[key], key).toBe('Hosting');
      expect(zh[key], key).toBe('托管号码');
    }
  });

  it('uses the spec English verbatim where the spec gives it', () => {
    expect(en['common.ok']).toBe('OK');
    expect(zh['common.ok']).toBe('好的');
    expect(en['error.somethingWentWrong.title']).toBe('Something Went Wrong');
    expect(en['error.somethingWentWrong.ok']).toBe('Okay');
    expect(en['error.noCredit.title']).toBe('Insufficient Balance');
    expect([en['error.noCredit.back'], en['error.noCredit.recharge']]).toEqual(['Back', 'Recharge']);
    expect([en['common.unlockBonus.later'], en['common.unlockBonus.setUpNow']]).toEqual(['Later', 'Set Up Now']);
    expect(en['error.tooManyVerificationAttempts']).toBe('Too many verification attempts. Please try again later.');
    expect(en['error.form.emailRequired']).toBe('please enter email address');
    expect(en['error.form.telCodeRequired']).toBe('please enter country code');
  });

  it.each([
    ['en', 'get a 0.20 Coins reward'],
    ['zh-CN', '获得 0.20 Coins 的奖励'],
  ] as const)('%s names the unlock-bonus reward with its unit', (locale, shown) => {
    const intl = createIntl({ locale, messages: messagesFor(locale) });
    const text = intl.formatMessage({ id: 'common.unlockBonus.text' }, { reward: formatReward('pingme', locale) });
    expect(text).toContain(shown);
  });
});

describe('LANGUAGE_CODE_OF (spec 1 §7)', () => {
  it('is zh_cn for Chinese on every brand and for jiema in any language, else en', () => {
    for (const platform of PLATFORMS) {
      expect(LANGUAGE_CODE_OF('zh-CN', platform)).toBe('zh_cn');
      expect(LANGUAGE_CODE_OF('en', platform)).toBe(platform === 'jiema' ? 'zh_cn' : 'en');
    }
  });
});
