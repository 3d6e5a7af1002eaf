/**
 * A Vite build plugin that writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy
 * beside every text file of the build, so the server sends the smallest form without compressing
 * on each request (`@fastify/static`'s `preCompressed`, see server/http/staticSite.ts).
 *
 * Only files that gain from it: text types of at least 1 KB, and a copy only when it is smaller
 * than the original. Source maps are left alone: production does not serve them.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const PRECOMPRESSED_EXTENSIONS = { br: '.br', gzip: '.gz' } as const;

/** Every text file under `dir` worth compressing. */
async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  return files.filter((_, index) => (sizes[index] ?? 0) >= MIN_BYTES);
}

export async function precompressDirectory(dir: string): Promise<void> {
  await Promise.all(
    (await textFiles(dir)).map(async (file) => {
      const original = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
        gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < original.length) await writeFile(file + PRECOMPRESSED_EXTENSIONS.br, br);
      if (gz.length < original.length) await writeFile(file + PRECOMPRESSED_EXTENSIONS.gzip, gz);
    }),
  );
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every file is on disk, public/ copies included.
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
