/**
 * Each brand's web app manifest (issue 24 item 1) and the icons the build draws for it: what a
 * browser needs to offer the install, with the brand's own name, colour and start page.
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brandIconPng, brandIconSvg } from '../../../scripts/build/brandIcon.ts';
import { PLATFORMS } from '../../../src/services/api/contract/platform.ts';
import { BRAND_ACCENT, manifestUrlOf, PLATFORM_TABLE, webManifest } from '../../../src/services/brand/index.ts';

describe('webManifest', () => {
  it.each(PLATFORMS)('%s: its own name, colour and start page, standalone, icons at 192 and 512', (platform) => {
    const manifest = webManifest(platform);
    const row = PLATFORM_TABLE[platform];
    expect(manifest.name).toBe(row.displayName[row.languages[0]]);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.lang).toBe(row.languages[0]);
    expect(manifest.theme_color).toBe(BRAND_ACCENT[platform]);
    expect(manifest.start_url).toBe(`/?platform=${platform}`);
    expect(manifest.id).toBe(`/?platform=${platform}`);
    expect(manifest.scope).toBe('/');
    expect(manifest.display).toBe('standalone');
    const png = (purpose: string) =>
      manifest.icons.filter((icon) => icon.type === 'image/png' && icon.purpose === purpose).map((icon) => icon.sizes);
    expect(png('any')).toEqual(['192x192', '512x512']);
    expect(png('maskable')).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) expect(icon.src.startsWith(`/pwa/${platform}/`)).toBe(true);
    expect(manifestUrlOf(platform)).toBe(`/pwa/${platform}/manifest.webmanifest`);
  });

  it('gives every brand a different colour and start page', () => {
    const manifests = PLATFORMS.map(webManifest);
    expect(new Set(manifests.map((m) => m.theme_color)).size).toBe(PLATFORMS.length);
    expect(new Set(manifests.map((m) => m.start_url)).size).toBe(PLATFORMS.length);
  });

  it('shows the Chinese-only brands by their Chinese names', () => {
    expect(webManifest('jiema').name).toBe('接码');
    expect(webManifest('cloudnumber').name).toBe('云号码');
  });
});

describe('brand icons', () => {
  /** Width, height and the RGBA pixels of a PNG the drawer wrote (8-bit RGBA, filter 0 rows). */
  function decode(png: Buffer) {
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    const dataStart = png.indexOf('IDAT') + 4;
    const dataLength = png.readUInt32BE(dataStart - 8);
    const raw = inflateSync(png.subarray(dataStart, dataStart + dataLength));
    const pixel = (x: number, y: number) => {
      const at = y * (width * 4 + 1) + 1 + x * 4;
      return [raw[at], raw[at + 1], raw[at + 2], raw[at + 3]];
    };
    return { width, height, pixel };
  }

  it('draws the brand colour with a white bubble at the asked size', () => {
    const icon = decode(brandIconPng('#2f6fed', 192, false));
    expect([icon.width, icon.height]).toEqual([192, 192]);
    // The rounded corner is transparent; the edge's middle is the brand colour; the centre's left is the white bubble.
    expect(icon.pixel(0, 0)[3]).toBe(0);
    expect(icon.pixel(96, 4)).toEqual([0x2f, 0x6f, 0xed, 255]);
    expect(icon.pixel(50, 88)).toEqual([255, 255, 255, 255]);
  });

  it('fills a maskable icon to its corners', () => {
    // A small one: the fill does not depend on the size, and 512 px supersampled is slow on a loaded machine.
    const icon = decode(brandIconPng('#0b7f60', 64, true));
    expect(icon.pixel(0, 0)).toEqual([0x0b, 0x7f, 0x60, 255]);
  });

  it('writes the same drawing as SVG', () => {
    const svg = brandIconSvg('#c8430e');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 512 512">/);
    expect(svg).toContain('fill="#c8430e"');
    expect(svg).toContain('<ellipse');
  });
});
