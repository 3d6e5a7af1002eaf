/**
 * pinyin-pro (~140 KB gzipped) and libphonenumber-js must not land in the initial bundle: the
 * address book's charts, views' selectors and light services reach them only through dynamic
 * `import()`. This walks the static imports the bundler would follow from those modules.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadContactIndexer } from '../../../../src/services/contacts/indexer.ts';
import { loadPinyin } from '../../../../src/services/contacts/pinyin.ts';
import { loadPhoneParser } from '../../../../src/services/phone/phoneFormat.ts';
import { savedContact } from './support.ts';

vi.mock('../../../../src/services/contacts/pinyin.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../src/services/contacts/pinyin.ts')>();
  return { ...original, loadPinyin: vi.fn(original.loadPinyin) };
});

vi.mock('../../../../src/services/phone/phoneFormat.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../src/services/phone/phoneFormat.ts')>();
  return { ...original, loadPhoneParser: vi.fn(original.loadPhoneParser) };
});

/** Value imports and re-exports (`import type` is erased and does not count). */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;

function staticGraph(entries: readonly string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier = ''] of source.matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else
        packages.add(
          specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/'),
        );
    }
  };
  for (const entry of entries) visit(resolve(entry));
  return { files, packages };
}

describe('lazy loading of the heavy libraries', () => {
  it('keeps pinyin-pro and libphonenumber-js out of the static graph of the charts and selectors', () => {
    const { files, packages } = staticGraph([
      'src/machines/contacts/contacts/contacts.machine.ts',
      'src/machines/contacts/contacts/contacts.actors.ts',
      'src/machines/contacts/contacts/toView.ts',
      'src/machines/contacts/contactForm/contactForm.machine.ts',
      'src/machines/contacts/contactForm/toView.ts',
      'src/machines/contacts/contactImport/contactImport.machine.ts',
      'src/machines/contacts/contactImport/contactImport.actors.ts',
      'src/machines/contacts/contactImport/toView.ts',
      'src/services/contacts/search.ts',
      'src/services/contacts/region.ts',
    ]);
    expect(files.size).toBeGreaterThan(15);
    expect(packages.has('xstate')).toBe(true);
    expect(packages.has('pinyin-pro')).toBe(false);
    expect(packages.has('libphonenumber-js')).toBe(false);
  });

  it('loads pinyin-pro only for a book with a Chinese name', async () => {
    // The test support reads pinyin itself when it loads; count from here.
    vi.mocked(loadPinyin).mockClear();
    const latin = await loadContactIndexer([savedContact('Émile Zola'), savedContact('Ann')]);
    expect(latin(savedContact('Émile Zola'))).toMatchObject({ sortKey: 'emile zola', letter: 'E' });
    expect(loadPinyin).not.toHaveBeenCalled();

    const chinese = await loadContactIndexer([savedContact('Ann'), savedContact('重庆火锅')]);
    expect(loadPinyin).toHaveBeenCalledTimes(1);
    expect(chinese(savedContact('重庆火锅'))).toMatchObject({ sortKey: 'chong qing huo guo', letter: 'C' });
  });

  it('loads libphonenumber-js only for a book with a number outside North America', async () => {
    vi.mocked(loadPhoneParser).mockClear();
    const american = await loadContactIndexer([savedContact('Ann', ['+12025550100', '+18005550100'])]);
    expect(american(savedContact('Ann'))).toMatchObject({ formatPhone: '+1 202 555 0100' });
    expect(loadPhoneParser).not.toHaveBeenCalled();

    const british = await loadContactIndexer([savedContact('Ann'), savedContact('Bob', ['+442079460958'])]);
    expect(loadPhoneParser).toHaveBeenCalledTimes(1);
    expect(british(savedContact('Bob', ['+442079460958']))).toMatchObject({ formatPhone: '+44 20 7946 0958' });
  });
});
