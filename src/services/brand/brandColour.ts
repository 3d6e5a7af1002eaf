import type { Platform } from '../api/contract/platform.ts';

/**
 * Brand colours (spec 1 §9: "Brand colour values: not shown"). Decision: one accent per brand,
 * chosen to tell the brands apart at a glance while keeping WCAG AA contrast for white text on
 * the 80 shade that Fluent uses for primary buttons (at least 4.5:1; the axe-core scan of the
 * app-download dialog checks it on wephone). The theme (src/ui/theme.ts) and the installed app's
 * manifest and icons (src/services/brand/webManifest.ts) read it here.
 */
export const BRAND_ACCENT: Record<Platform, string> = {
  pingme: '#2f6fed',
  wephone: '#0b7f60',
  wetalk: '#6a4cdb',
  wetalkpro: '#1d3f8f',
  jiema: '#c8430e',
  cloudnumber: '#0b7fab',
};
