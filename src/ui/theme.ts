import { type BrandVariants, createLightTheme, type Theme } from '@fluentui/react-components';
import type { Platform } from '../services/brand/index.ts';

/**
 * Brand colours (spec 1 §9: "Brand colour values: not shown"). Decision: one accent per brand,
 * chosen to tell the brands apart at a glance while keeping WCAG AA contrast for white text on
 * the 80 shade that Fluent uses for primary buttons (at least 4.5:1; the axe-core scan of the
 * app-download dialog checks it on wephone).
 */
const BRAND_ACCENT: Record<Platform, string> = {
  pingme: '#2f6fed',
  wephone: '#0b7f60',
  wetalk: '#6a4cdb',
  wetalkpro: '#1d3f8f',
  jiema: '#c8430e',
  cloudnumber: '#0b7fab',
};

function mix(hex: string, target: number, amount: number): string {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `#${channels
    .map((c) => Math.round(c + (target - c) * amount))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Fluent's 16-step brand ramp (10 darkest … 160 lightest) around the accent at 80. */
function brandRamp(accent: string): BrandVariants {
  const steps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
  const ramp = {} as Record<(typeof steps)[number], string>;
  for (const step of steps) {
    ramp[step] = step <= 80 ? mix(accent, 0, ((80 - step) / 70) * 0.75) : mix(accent, 255, ((step - 80) / 80) * 0.9);
  }
  return ramp;
}

export function themeFor(platform: Platform): Theme {
  return createLightTheme(brandRamp(BRAND_ACCENT[platform]));
}
