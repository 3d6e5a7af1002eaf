import { describe, expect, it } from 'vitest';
import {
  attachmentKindOf,
  extensionOf,
  IMAGE_EXTENSIONS,
  isImageUrl,
  MEDIA_LOADING_MARKER,
  mimeTypeOf,
  parseMedia,
} from '../../../../src/services/media/index.ts';
import { fixtureBytes, fixtureFile } from './fixtures.ts';

describe('isImageUrl (spec 1 §2 recognised image types)', () => {
  it('knows exactly the twelve types of the spec', () => {
    expect([...IMAGE_EXTENSIONS].sort()).toEqual(
      ['png', 'jpg', 'jpeg', 'jpe', 'bmp', 'gif', 'svg', 'webp', 'tiff', 'tif', 'ico', 'avif'].sort(),
    );
  });

  it.each(IMAGE_EXTENSIONS)('accepts .%s in any letter case, with a query or fragment', (extension) => {
    expect(isImageUrl(`https://media.example.com/a/b.${extension}`)).toBe(true);
    expect(isImageUrl(`https://media.example.com/a/b.${extension.toUpperCase()}?size=2#x`)).toBe(true);
    expect(isImageUrl(` /media/x.${extension} `)).toBe(true);
  });

  it.each([
    'https://media.example.com/voicemail.mp3',
    'https://media.example.com/doc.pdf',
    'https://media.example.com/photo.heic',
    'https://media.example.com/png',
    'https://example.png.com/',
    'https://media.example.com/file?name=x.png',
    '',
  ])('rejects %j', (url) => {
    expect(isImageUrl(url)).toBe(false);
  });

  it('extensionOf reads the last segment only', () => {
    expect(extensionOf('IMG_0001.HEIC')).toBe('heic');
    expect(extensionOf('/a.b/c')).toBe('');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('noextension')).toBe('');
  });
});

describe('parseMedia (spec 1 §2: one URL, several comma-separated URLs, or the loading marker)', () => {
  it('reads nothing as none', () => {
    expect(parseMedia(undefined)).toEqual({ kind: 'none' });
    expect(parseMedia(null)).toEqual({ kind: 'none' });
    expect(parseMedia('  ')).toEqual({ kind: 'none' });
  });

  it('reads the loading marker', () => {
    expect(parseMedia(MEDIA_LOADING_MARKER)).toEqual({ kind: 'loading' });
  });

  it('reads one URL and says whether it is an image', () => {
    expect(parseMedia('https://m.example.com/a.jpg')).toEqual({
      kind: 'items',
      items: [{ url: 'https://m.example.com/a.jpg', isImage: true }],
    });
    expect(parseMedia('/media/vm.mp3')).toEqual({ kind: 'items', items: [{ url: '/media/vm.mp3', isImage: false }] });
  });

  it('splits several comma-separated URLs, with or without spaces', () => {
    const parsed = parseMedia('https://m.example.com/a.png, https://m.example.com/b.GIF,/media/c.pdf,');
    expect(parsed).toEqual({
      kind: 'items',
      items: [
        { url: 'https://m.example.com/a.png', isImage: true },
        { url: 'https://m.example.com/b.GIF', isImage: true },
        { url: '/media/c.pdf', isImage: false },
      ],
    });
  });

  it('counts extension-less MMS URLs (the server /media/<token>) as images, other MMS types not', () => {
    expect(parseMedia('/media/AbC_-123', 'mms')).toEqual({
      kind: 'items',
      items: [{ url: '/media/AbC_-123', isImage: true }],
    });
    expect(parseMedia('/media/AbC_-123', 'voicemail')).toEqual({
      kind: 'items',
      items: [{ url: '/media/AbC_-123', isImage: false }],
    });
    expect(parseMedia('/media/AbC_-123')).toEqual({
      kind: 'items',
      items: [{ url: '/media/AbC_-123', isImage: false }],
    });
    expect(parseMedia('https://carrier.example.com/m/card.vcf', 'mms')).toEqual({
      kind: 'items',
      items: [{ url: 'https://carrier.example.com/m/card.vcf', isImage: false }],
    });
  });

  it('keeps a comma that is part of a URL', () => {
    const parsed = parseMedia('https://m.example.com/a.png?crop=1,2,https://m.example.com/b.png');
    expect(parsed).toEqual({
      kind: 'items',
      items: [
        { url: 'https://m.example.com/a.png?crop=1,2', isImage: true },
        { url: 'https://m.example.com/b.png', isImage: true },
      ],
    });
  });
});

describe('attachmentKindOf (real files)', () => {
  it.each([
    ['small.png', 'raster'],
    ['large.png', 'raster'],
    ['photo.jpg', 'raster'],
    ['animated.gif', 'gif'],
    ['large.gif', 'gif'],
    ['photo.heic', 'heic'],
  ] as const)('%s is %s', async (name, kind) => {
    expect(await attachmentKindOf(fixtureFile(name))).toBe(kind);
  });

  it('recognises a HEIC by its bytes when the browser gives no type and the name says nothing', async () => {
    expect(await attachmentKindOf(fixtureFile('photo.heic', { as: 'upload', type: '' }))).toBe('heic');
  });

  it('trusts the bytes over a misleading name or type', async () => {
    expect(await attachmentKindOf(fixtureFile('small.png', { as: 'IMG_1.HEIC', type: 'image/heic' }))).toBe('raster');
    expect(await attachmentKindOf(fixtureFile('animated.gif', { as: 'x.png', type: 'image/png' }))).toBe('gif');
  });

  it('falls back to type and name when the bytes are unknown', async () => {
    const text = (name: string, type: string) => new File(['hello'], name, { type });
    expect(await attachmentKindOf(text('x.heif', ''))).toBe('heic');
    expect(await attachmentKindOf(text('x', 'image/heif'))).toBe('heic');
    expect(await attachmentKindOf(text('drawing.svg', 'image/svg+xml'))).toBe('other');
    expect(await attachmentKindOf(text('scan.tiff', 'image/tiff'))).toBe('other');
    expect(await attachmentKindOf(text('notes.txt', 'text/plain'))).toBe('other');
    expect(await attachmentKindOf(text('empty.gif', ''))).toBe('gif');
  });

  it('mimeTypeOf uses the browser type, else the extension', () => {
    expect(mimeTypeOf(new File([fixtureBytes('photo.jpg')], 'a.JPG'))).toBe('image/jpeg');
    expect(mimeTypeOf(new File(['x'], 'a.bin'))).toBe('application/octet-stream');
    expect(mimeTypeOf(new File(['x'], 'a.bin', { type: 'image/webp' }))).toBe('image/webp');
  });
});
