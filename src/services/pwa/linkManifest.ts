/**
 * Links this brand's web app manifest and colour into the page (issue 24 item 1): one index.html
 * serves every brand, so the brand's manifest is chosen where the brand is known, at start.
 */
import type { Platform } from '../api/contract/platform.ts';
import { BRAND_ACCENT } from '../brand/brandColour.ts';
import { manifestUrlOf, pwaFolderOf } from '../brand/webManifest.ts';

export function linkManifest(doc: Document, platform: Platform): void {
  const add = (tag: 'link' | 'meta', attributes: Record<string, string>) => {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    doc.head.append(element);
  };
  add('link', { rel: 'manifest', href: manifestUrlOf(platform) });
  add('link', { rel: 'apple-touch-icon', href: `${pwaFolderOf(platform)}/icon-192.png` });
  add('meta', { name: 'theme-color', content: BRAND_ACCENT[platform] });
}
