/**
 * The installed app's web app manifest, one per brand (issue 24 item 1). The build writes each
 * brand's manifest and icons under `/pwa/<brand>/` (scripts/build/webManifests.ts) and the start
 * code links the page's own brand (src/main.tsx), so an installed PingMe opens as PingMe.
 */
import type { Platform } from '../api/contract/platform.ts';
import { BRAND_ACCENT } from './brandColour.ts';
import { PLATFORM_TABLE } from './platforms.ts';

/** Where a brand's manifest and icons are served from (the folder the build writes). */
export const pwaFolderOf = (platform: Platform): string => `/pwa/${platform}`;
export const manifestUrlOf = (platform: Platform): string => `${pwaFolderOf(platform)}/manifest.webmanifest`;

/**
 * The icon sizes browsers ask for: 192 (home screen, Chrome's installability minimum) and 512
 * (splash screen, store-like listings), each also as `maskable` (a full-bleed square whose glyph
 * keeps to the 80 % safe zone, for launchers that cut their own shape); the SVG serves any other.
 */
export const ICON_SIZES = [192, 512] as const;

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: ManifestIcon[];
}

export const iconFileOf = (size: number, purpose: ManifestIcon['purpose']): string =>
  purpose === 'maskable' ? `icon-maskable-${size}.png` : `icon-${size}.png`;

export function webManifest(platform: Platform): WebManifest {
  const row = PLATFORM_TABLE[platform];
  const [language] = row.languages;
  const name = row.displayName[language];
  const folder = pwaFolderOf(platform);
  const png = (size: number, purpose: ManifestIcon['purpose']): ManifestIcon => ({
    src: `${folder}/${iconFileOf(size, purpose)}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    // One installed app per brand, even when several brands share an origin (a development host).
    id: `/?platform=${platform}`,
    name,
    short_name: name,
    lang: language,
    // The brand rides along: on a development host it chooses the brand (resolvePlatform); on a
    // brand's own host the host decides and the parameter is ignored.
    start_url: `/?platform=${platform}`,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND_ACCENT[platform],
    icons: [
      ...ICON_SIZES.map((size) => png(size, 'any')),
      ...ICON_SIZES.map((size) => png(size, 'maskable')),
      { src: `${folder}/icon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
