/**
 * The app's messages arrive precompiled (scripts/build/compiledMessages.ts): one chunk per
 * language, react-intl's AST instead of ICU text. They must read exactly as the source catalogues
 * do, in both languages, for every message.
 */
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../../scripts/build/compiledMessages.ts';
import {
  CATALOGUE_PARTS,
  catalogueStatus,
  LOCALES,
  loadCatalogue,
  loadedCatalogue,
  messagePart,
  messagesFor,
} from '../../../src/services/i18n/index.ts';

/** One value that suits every argument: a number reads as text, a count, a date or a select's 'other'. */
const ANY_VALUE = 2;

describe('precompiled messages', () => {
  it.each(LOCALES)('%s: every message reads as its source text does', (locale) => {
    const fromText = createIntl({ locale, messages: messagesFor(locale), onError: () => {} });
    const fromAst = createIntl({ locale, messages: compileCatalogue(locale), onError: () => {} });
    for (const id of Object.keys(messagesFor(locale))) {
      const names = messagesFor(locale)[id as keyof ReturnType<typeof messagesFor>].matchAll(/\{(\w+)/g);
      const values = Object.fromEntries([...names].map(([, name = '']) => [name, ANY_VALUE]));
      expect(fromAst.formatMessage({ id }, values), id).toBe(fromText.formatMessage({ id }, values));
    }
  });

  it("loads each language once, the first screen's part first, and keeps it", async () => {
    expect(loadedCatalogue('zh-CN')).toBeUndefined();
    expect(catalogueStatus('zh-CN', ['start'])).toBe('pending');
    const [first, again] = await Promise.all([loadCatalogue('zh-CN'), loadCatalogue('zh-CN')]);
    expect(again).toBe(first);
    expect(loadedCatalogue('zh-CN')).toBe(first);
    expect(catalogueStatus('zh-CN', ['start'])).toBe('loaded');
    expect(catalogueStatus('zh-CN', ['start', 'mainView'])).toBe('pending');
    expect(Object.keys(first).sort()).toEqual(Object.keys(messagePart('zh-CN', 'start')).sort());
    const reads = (messages: Parameters<typeof createIntl>[0]['messages'], id: string) =>
      createIntl({ locale: 'zh-CN', messages, onError: () => {} }).formatMessage({ id }, { reward: 5, count: 3 });
    expect(reads(first, 'common.unlockBonus.text')).toBe(reads(messagesFor('zh-CN'), 'common.unlockBonus.text'));

    const everything = await loadCatalogue('zh-CN', CATALOGUE_PARTS);
    expect(catalogueStatus('zh-CN', CATALOGUE_PARTS)).toBe('loaded');
    expect(reads(everything, 'alert.t16')).toBe(reads(messagesFor('zh-CN'), 'alert.t16'));
    expect(Object.keys(everything).sort()).toEqual(Object.keys(messagesFor('zh-CN')).sort());
    expect(loadedCatalogue('zh-CN')).toBe(everything);
  });

  it('splits each language into parts that share no key and together are the whole', () => {
    for (const locale of LOCALES) {
      const keys = CATALOGUE_PARTS.flatMap((part) => Object.keys(messagePart(locale, part)));
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.sort()).toEqual(Object.keys(messagesFor(locale)).sort());
    }
  });
});
