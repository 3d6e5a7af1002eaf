/** Loads the real image files of `tests/fixtures/media` as browser `File`s. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A string, not `new URL(...)`: under jsdom the global URL is jsdom's, which node:url refuses.
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../../../fixtures/media');

export type FixtureName =
  | 'small.png'
  | 'medium.png'
  | 'large.png'
  | 'animated.gif'
  | 'large.gif'
  | 'photo.heic'
  | 'photo.jpg';

const MIME: Record<FixtureName, string> = {
  'small.png': 'image/png',
  'medium.png': 'image/png',
  'large.png': 'image/png',
  'animated.gif': 'image/gif',
  'large.gif': 'image/gif',
  'photo.heic': 'image/heic',
  'photo.jpg': 'image/jpeg',
};

export function fixtureBytes(name: FixtureName): Uint8Array<ArrayBuffer> {
  const buffer = readFileSync(join(FIXTURES, name));
  return new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
}

/** The fixture as a picked file; `as` renames it and `type` overrides the browser's MIME type. */
export function fixtureFile(name: FixtureName, { as = name, type = MIME[name] }: { as?: string; type?: string } = {}) {
  return new File([fixtureBytes(name)], as, { type });
}

/** A file of exactly `size` bytes that starts like a PNG (for limit boundaries). */
export function pngOfSize(size: number, name = 'sized.png'): File {
  const bytes = new Uint8Array(size);
  bytes.set(fixtureBytes('small.png').subarray(0, 16));
  return new File([bytes], name, { type: 'image/png' });
}
