/**
 * pinyin-pro, loaded when a name with a Chinese character is first indexed and never before: it
 * weighs about 110 KB brotli, so it stays out of every bundle a person without Chinese contacts
 * downloads (a dynamic `import()` makes it its own chunk; see indexer.ts). The import is started
 * once and shared; a failed load (e.g. offline) is forgotten so the next attempt tries again.
 */

/** One entry per character: the toneless pinyin of a Chinese character; any other character as it is. */
export type ToPinyin = (text: string) => string[];

let loading: Promise<ToPinyin> | null = null;

export function loadPinyin(): Promise<ToPinyin> {
  loading ??= import('pinyin-pro').then(
    ({ pinyin }): ToPinyin =>
      (text) =>
        // surname 'head': a name's first character reads as a surname (曾 zeng, 单 shan);
        // v: ü written as v, so 吕 (lv) sorts after 路 (lu) as in Chinese dictionaries.
        pinyin(text, { toneType: 'none', type: 'array', surname: 'head', v: true }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
