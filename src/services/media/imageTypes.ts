/**
 * Which files and URLs are images (spec 1 §2: the recognised types are the contract's
 * IMAGE_EXTENSIONS), and what kind of processing a picked file needs.
 */

import { IMAGE_EXTENSIONS } from '../api/contract/imageExtensions.ts';

export { IMAGE_EXTENSIONS };
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

const IMAGE_EXTENSION_SET: ReadonlySet<string> = new Set(IMAGE_EXTENSIONS);

/** The lower-case extension of a file name or URL path ('' when none); query and fragment are ignored. */
export function extensionOf(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/, 1)[0] ?? '';
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  const dot = lastSegment.lastIndexOf('.');
  return dot === -1 ? '' : lastSegment.slice(dot + 1).toLowerCase();
}

/** spec 1 §2: a URL whose path ends in one of the recognised image types (any letter case). */
export function isImageUrl(url: string): boolean {
  return IMAGE_EXTENSION_SET.has(extensionOf(url.trim()));
}

/**
 * How a picked file is handled (spec 1 §5 Attachments):
 * - `gif`: always sent as is (recompressing would lose the animation);
 * - `heic`: converted to JPEG first;
 * - `raster`: an image the browser can draw on a canvas, so it can be compressed;
 * - `other`: anything else (svg, tiff, ico, non-images): never rewritten, only size-checked.
 */
export type AttachmentKind = 'gif' | 'heic' | 'raster' | 'other';

const RASTER_EXTENSIONS: ReadonlySet<string> = new Set(['png', 'jpg', 'jpeg', 'jpe', 'bmp', 'webp', 'avif']);
const HEIC_EXTENSIONS: ReadonlySet<string> = new Set(['heic', 'heif']);
const HEIC_MIME_TYPES: ReadonlySet<string> = new Set([
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
]);
const RASTER_MIME_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/pjpeg',
  'image/bmp',
  'image/webp',
  'image/avif',
]);
/** ISO-BMFF major brands of HEVC-coded HEIF ('mif1'/'msf1' are generic and checked via the compatible list). */
const HEIC_BRANDS: ReadonlySet<string> = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);

const MIME_OF_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  bmp: 'image/bmp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  tiff: 'image/tiff',
  tif: 'image/tiff',
  ico: 'image/x-icon',
  avif: 'image/avif',
  heic: 'image/heic',
  heif: 'image/heif',
};

/** The MIME type to send: the browser's, else one derived from the extension. */
export function mimeTypeOf(file: File): string {
  return file.type || MIME_OF_EXTENSION[extensionOf(file.name)] || 'application/octet-stream';
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The kind read from the file's first bytes, or null when they say nothing we know. */
function kindFromMagic(bytes: Uint8Array): AttachmentKind | null {
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0));
    const brands = [ascii(bytes, 8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
    if (brands.includes('avif')) return 'raster';
    return null;
  }
  if (bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG') return 'raster';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'raster';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'raster';
  if (ascii(bytes, 0, 2) === 'BM') return 'raster';
  return null;
}

/**
 * Decides how to treat a picked file. The first bytes win over the name and the MIME type:
 * browsers other than Safari give a `.heic` an empty type, and a renamed file keeps its bytes.
 */
export async function attachmentKindOf(file: File): Promise<AttachmentKind> {
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  const magic = kindFromMagic(head);
  if (magic) return magic;
  const type = file.type.toLowerCase();
  const extension = extensionOf(file.name);
  if (type === 'image/gif' || (!type && extension === 'gif')) return 'gif';
  if (HEIC_MIME_TYPES.has(type) || HEIC_EXTENSIONS.has(extension)) return 'heic';
  if (RASTER_MIME_TYPES.has(type) || (!type && RASTER_EXTENSIONS.has(extension))) return 'raster';
  return 'other';
}
