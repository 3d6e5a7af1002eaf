/** Chinese characters (the Han script): names with one are sorted and searched by their pinyin. */
export const HAN = /\p{Script=Han}/u;

export function hasHan(text: string): boolean {
  return HAN.test(text);
}
