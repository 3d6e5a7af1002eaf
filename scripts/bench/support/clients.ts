/**
 * The two clients the browser sections compare, built once per bench run by the same Vite: the
 * product (this repository's `vite.config.ts`) and the baseline login form
 * (`scripts/bench/baseline/`: React + the Fluent components the login uses, nothing else). Each is
 * built into a temporary folder (the working `dist/` is left alone) and precompressed like a
 * release build.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompress } from '../../build/precompress.ts';

export interface BuiltClients {
  product: string;
  baseline: string;
}

const BASELINE_ROOT = resolve(import.meta.dirname, '../baseline');

let building: Promise<BuiltClients> | null = null;

export function builtClients(): Promise<BuiltClients> {
  building ??= (async () => {
    const product = await mkdtemp(join(tmpdir(), 'vn-bench-product-'));
    const baseline = await mkdtemp(join(tmpdir(), 'vn-bench-baseline-'));
    await build({
      configFile: resolve('vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: product, emptyOutDir: true },
    });
    await build({
      root: BASELINE_ROOT,
      configFile: false,
      logLevel: 'warn',
      plugins: [react(), precompress()],
      build: { outDir: baseline, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
    });
    return { product, baseline };
  })();
  return building;
}
