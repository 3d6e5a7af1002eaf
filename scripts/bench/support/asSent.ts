/**
 * What a file weighs as the server sends it: its precompressed `.br` / `.gz` copy from the build
 * (what the static site serves), or the file compressed the same way when the build left none
 * (files under 1 KB).
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface SentSize {
  raw: number;
  brotli: number;
  gzip: number;
}

async function variantSize(file: string, extension: string, compress: (bytes: Buffer) => Buffer): Promise<number> {
  if (existsSync(file + extension)) return (await stat(file + extension)).size;
  const bytes = await readFile(file);
  return Math.min(bytes.length, compress(bytes).length);
}

export async function sizeAsSent(root: string, pathname: string): Promise<SentSize> {
  const file = join(root, decodeURIComponent(pathname));
  return {
    raw: (await stat(file)).size,
    brotli: await variantSize(file, '.br', (bytes) =>
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    ),
    gzip: await variantSize(file, '.gz', (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION })),
  };
}

export function sumSizes(sizes: readonly SentSize[]): SentSize {
  return sizes.reduce(
    (sum, size) => ({
      raw: sum.raw + size.raw,
      brotli: sum.brotli + size.brotli,
      gzip: sum.gzip + size.gzip,
    }),
    { raw: 0, brotli: 0, gzip: 0 },
  );
}
