/**
 * The palette's search as its chart runs it (`src/machines/shell/palette/palette.actors.ts` imports this
 * module lazily): ranks the entries, fetching pinyin-pro first only when a latin query meets a
 * Chinese name (`needsPinyin`), so most searches never download it.
 */
import { loadPinyin } from '../contacts/pinyin.ts';
import type { PaletteEntry } from './paletteEntries.ts';
import { needsPinyin, rankEntries } from './rank.ts';

export async function searchPalette(entries: readonly PaletteEntry[], query: string): Promise<PaletteEntry[]> {
  const toPinyin = needsPinyin(entries, query) ? await loadPinyin() : null;
  return rankEntries(entries, query, toPinyin);
}
