/** The six white-label brands (spec 1 §1). Accounts, tokens and data are per brand. */
export const PLATFORMS = ['pingme', 'wephone', 'wetalk', 'wetalkpro', 'jiema', 'cloudnumber'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Query value of `languagecode` (spec 1 §7). */
export const LANGUAGE_CODES = ['en', 'zh_cn'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export function isPlatform(value: unknown): value is Platform {
  return typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);
}
