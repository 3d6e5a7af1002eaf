/**
 * A Vite build plugin that writes every brand's web app manifest and icons under `/pwa/<brand>/`
 * (issue 24 item 1; the manifest's content is src/services/brand/webManifest.ts, the icons'
 * drawing scripts/build/brandIcon.ts). Emitted into the bundle, so the service worker's precache
 * list (vite-plugin-pwa) sees them.
 */
import type { Plugin } from 'vite';
import { PLATFORMS } from '../../src/services/api/contract/platform.ts';
import { BRAND_ACCENT } from '../../src/services/brand/brandColour.ts';
import { ICON_SIZES, iconFileOf, pwaFolderOf, webManifest } from '../../src/services/brand/webManifest.ts';
import { brandIconPng, brandIconSvg } from './brandIcon.ts';

export function webManifests(): Plugin {
  return {
    name: 'web-manifests',
    apply: 'build',
    generateBundle() {
      for (const platform of PLATFORMS) {
        const folder = pwaFolderOf(platform).slice(1);
        const colour = BRAND_ACCENT[platform];
        const emit = (name: string, source: string | Buffer) =>
          this.emitFile({ type: 'asset', fileName: `${folder}/${name}`, source });
        emit('manifest.webmanifest', `${JSON.stringify(webManifest(platform), null, 2)}\n`);
        emit('icon.svg', brandIconSvg(colour));
        for (const size of ICON_SIZES) {
          emit(iconFileOf(size, 'any'), brandIconPng(colour, size, false));
          emit(iconFileOf(size, 'maskable'), brandIconPng(colour, size, true));
        }
      }
    },
  };
}
