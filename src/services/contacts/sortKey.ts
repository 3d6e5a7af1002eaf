/**
 * How a name is sorted and grouped (spec 1 §3, spec 3 §2: A to Z plus '#', by pinyin): Chinese
 * characters read as their pinyin, Latin letters with their accents folded (É is E), everything
 * lower case. The first letter of that key is the group; a key starting with anything else — a
 * digit, an emoji, a symbol — goes under '#'.
 */
import { hasHan } from './han.ts';
import type { ToPinyin } from './pinyin.ts';
import type { Letter } from './types.ts';

/** Latin letters Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/** Accents folded and lower case: 'Émile' → 'emile', 'Øyvind' → 'oyvind', 'Straße' → 'strasse'. */
function foldLatin(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[øæœßđðłþı]/g, (char) => UNDECOMPOSED[char] ?? char);
}

export interface NameKeys {
  /** Syllables and words separated by single spaces, e.g. '张三 Li' → 'zhang san li'. */
  sortKey: string;
  /** First letter of every syllable and word: 'zsl'. */
  initials: string;
}

export function nameKeys(name: string, toPinyin: ToPinyin): NameKeys {
  const words: string[] = [];
  // Runs of Chinese characters are read as a whole, so pinyin-pro sees the words (and reads a
  // run's first character as a surname); other runs are split into words.
  for (const run of name.trim().match(/\p{Script=Han}+|\P{Script=Han}+/gu) ?? []) {
    if (hasHan(run)) words.push(...readHan(run, toPinyin));
    else
      words.push(
        ...foldLatin(run)
          .split(/\s+/)
          .filter((word) => word !== ''),
      );
  }
  return { sortKey: words.join(' '), initials: words.map((word) => Array.from(word)[0] ?? '').join('') };
}

/** One syllable per character; a character pinyin-pro does not know stays as it is. */
function readHan(run: string, toPinyin: ToPinyin): string[] {
  const characters = Array.from(run);
  const readings = toPinyin(run);
  const syllables = readings.length === characters.length ? readings : characters.map((c) => toPinyin(c)[0] ?? c);
  return syllables.map((syllable) => syllable.toLowerCase());
}

export function letterOf(sortKey: string): Letter {
  const first = sortKey.charAt(0);
  return first >= 'a' && first <= 'z' ? (first.toUpperCase() as Letter) : '#';
}
