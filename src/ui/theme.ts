import { type BrandVariants, createLightTheme, type Theme } from '@fluentui/react-components';
import { BRAND_ACCENT, type Platform } from '../services/brand/index.ts';

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
