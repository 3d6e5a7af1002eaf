/**
 * The command palette's ranking (issue 24 item 4): an entry is found by its name (any part, or
 * the start of a word ranking higher), by its number's digits, and — for Chinese names — by pinyin,
 * whole or by initials ('zhang', 'zs' and '张' all find 张三). Pure; the pinyin reader is handed in,
 * since pinyin-pro is loaded only when a Chinese name is searched (`paletteSearch.ts`).
 */
import { hasHan } from '../contacts/han.ts';
import type { ToPinyin } from '../contacts/pinyin.ts';
import type { PaletteEntry } from './paletteEntries.ts';

/** At most this many options show: a palette is for choosing, not browsing. */
export const MAX_RESULTS = 30;

/** Actions first when nothing is typed, then the things a person goes to most: chats. */
const KIND_ORDER = { action: 0, chat: 1, contact: 2, number: 3 } as const;

const NUMBER_DECORATIONS = /[+()[\]\s.-]/g;

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** The query as a number (digits with decorations only), else null. */
export function queryDigits(query: string): string | null {
  const stripped = query.trim().replace(NUMBER_DECORATIONS, '');
  return /^\d+$/.test(stripped) ? stripped : null;
}

/** How well a text matches: 3 equal, 2 starts, 1.5 a word starts, 1 contains, 0 not. */
function textScore(text: string, query: string): number {
  const lower = text.toLowerCase();
  if (lower === query) return 3;
  if (lower.startsWith(query)) return 2;
  if (lower.split(/[\s,.\-_/]+/).some((word) => word.startsWith(query))) return 1.5;
  return lower.includes(query) ? 1 : 0;
}

/** The pinyin forms of a Chinese name: syllables joined ('zhangsan') and initials ('zs'). */
function pinyinForms(label: string, toPinyin: ToPinyin): string[] {
  const syllables = toPinyin(label)
    .map((s) => s.toLowerCase().trim())
    .filter((s) => s !== '');
  return [syllables.join(''), syllables.map((s) => s[0] ?? '').join('')];
}

function entryScore(entry: PaletteEntry, query: string, digits: string | null, toPinyin: ToPinyin | null): number {
  let score = textScore(entry.label, query);
  if (digits !== null && digits.length > 0) {
    for (const number of entry.numbers) {
      const own = digitsOf(number);
      if (own === digits) score = Math.max(score, 3);
      else if (own.endsWith(digits) || own.startsWith(digits)) score = Math.max(score, 2);
      else if (own.includes(digits)) score = Math.max(score, 1);
    }
  }
  if (score === 0 && toPinyin !== null && hasHan(entry.label)) {
    const compact = query.replace(/\s+/g, '');
    for (const form of pinyinForms(entry.label, toPinyin)) score = Math.max(score, textScore(form, compact) * 0.9);
  }
  return score;
}

/** Whether ranking this query needs pinyin: latin letters typed, and some entry with a Chinese name. */
export function needsPinyin(entries: readonly PaletteEntry[], query: string): boolean {
  return /[a-z]/i.test(query) && entries.some((entry) => hasHan(entry.label));
}

/**
 * The entries matching `query`, best first (score, then kind, then the order given — the chat
 * list's newest first). An empty query lists the actions and the latest chats.
 */
export function rankEntries(
  entries: readonly PaletteEntry[],
  query: string,
  toPinyin: ToPinyin | null,
): PaletteEntry[] {
  const text = query.trim().toLowerCase();
  if (text === '') {
    return entries
      .map((entry, index) => ({ entry, index }))
      .filter(({ entry }) => entry.kind === 'action' || entry.kind === 'chat')
      .sort((a, b) => KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] || a.index - b.index)
      .slice(0, MAX_RESULTS)
      .map(({ entry }) => entry);
  }
  const digits = queryDigits(text);
  return entries
    .map((entry, index) => ({ entry, index, score: entryScore(entry, text, digits, toPinyin) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] || a.index - b.index)
    .slice(0, MAX_RESULTS)
    .map(({ entry }) => entry);
}
