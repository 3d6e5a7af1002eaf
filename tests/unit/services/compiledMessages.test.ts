/**
 * The app's messages arrive precompiled (scripts/build/compiledMessages.ts): one chunk per
 * language, react-intl's AST instead of ICU text. They must read exactly as the source catalogues
 * do, in both languages, for every message.
 */
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../../scripts/build/compiledMessages.ts';
import { LOCALES, loadCatalogue, loadedCatalogue, messagesFor } from '../../../src/services/i18n/index.ts';

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

  it('loads each language once, as its own module, and keeps it', async () => {
    expect(loadedCatalogue('zh-CN')).toBeUndefined();
    const [first, again] = await Promise.all([loadCatalogue('zh-CN'), loadCatalogue('zh-CN')]);
    expect(again).toBe(first);
    expect(loadedCatalogue('zh-CN')).toBe(first);
    expect(createIntl({ locale: 'zh-CN', messages: first }).formatMessage({ id: 'alert.t16' }, { count: 3 })).toBe(
      createIntl({ locale: 'zh-CN', messages: messagesFor('zh-CN') }).formatMessage({ id: 'alert.t16' }, { count: 3 }),
    );
  });
});
