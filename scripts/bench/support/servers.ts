/**
 * Servers for the browser sections, started once per bench run and closed at its end: the real
 * server over the product build (sandbox mode, a fresh temporary database), and a bare Fastify
 * serving the baseline build with the same static-site and compression code, so both are sent
 * alike.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { createServer } from '../../../server/app.ts';
import { registerCompression } from '../../../server/http/compression.ts';
import { findStaticSite, registerStaticSite } from '../../../server/http/staticSite.ts';
import { builtClients } from './clients.ts';

export interface BenchServers {
  product: string;
  baseline: string;
  /** Where each server's files are, by origin. */
  rootOf(origin: string): string;
}

const closers: (() => Promise<void>)[] = [];
let starting: Promise<BenchServers> | null = null;

export function benchServers(): Promise<BenchServers> {
  starting ??= (async () => {
    const clients = await builtClients();
    const dataDir = await mkdtemp(join(tmpdir(), 'vn-bench-data-'));
    const product = await createServer({ port: 0, dataDir, staticDir: clients.product, logger: false });
    closers.push(async () => {
      await product.close();
      await rm(dataDir, { recursive: true, force: true });
    });
    const bare = Fastify({ logger: false });
    await registerCompression(bare);
    await registerStaticSite(bare, findStaticSite(clients.baseline), { sourceMaps: false });
    const baseline = await bare.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => bare.close());
    const roots = new Map([
      [new URL(product.url).origin, clients.product],
      [new URL(baseline).origin, clients.baseline],
    ]);
    return {
      product: product.url,
      baseline,
      rootOf: (origin) => roots.get(origin) ?? '',
    };
  })();
  return starting;
}

export async function closeBenchServers(): Promise<void> {
  for (const close of closers.splice(0).reverse()) await close();
  starting = null;
}
