/**
 * The two UI languages (spec 1 §1). Apart from locale.ts, which reads the brand table, because the
 * brand table names these too (an import cycle otherwise).
 */
export const LOCALES = ['en', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
