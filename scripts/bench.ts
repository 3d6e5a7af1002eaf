/**
 * `npm run bench`: the speed and memory goals of the foundation, measured (tests assert
 * behaviour; timing belongs here). Exits non-zero when a goal is missed.
 *
 * Goals:
 * - the initial JavaScript of the SPA stays under 400 KB gzipped (heavy libraries load lazily);
 * - an authenticated API call (GET /getAccountInfo on the embedded database) answers with a p95
 *   under 50 ms at 10 concurrent callers (PGlite runs single-threaded in the server process, so
 *   concurrent callers queue; a real PostgreSQL does better);
 * - the server's resident memory grows by less than 64 MB over 3,000 such calls.
 */
import { execSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { createServer } from '../server/app.ts';

interface Goal {
  name: string;
  value: number;
  limit: number;
  unit: string;
}

async function initialBundleGzipKb(): Promise<number> {
  execSync('npx vite build --logLevel error', { stdio: 'inherit' });
  const html = await readFile('dist/index.html', 'utf8');
  const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  let bytes = 0;
  for (const file of scripts) bytes += gzipSync(await readFile(join('dist', file))).length;
  return bytes / 1024;
}

async function apiLatencyAndMemory(): Promise<{ p95: number; rssGrowthMb: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vn-bench-'));
  const server = await createServer({ port: 0, dataDir, logger: false });
  try {
    const query = 'platform=pingme&t=0&webVersion=bench&languagecode=en';
    const post = (path: string, body: object) =>
      fetch(`${server.url}/web${path}?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ platform: 'pingme', ...body }),
      }).then((r) => r.json() as Promise<{ retcode: number; data?: { token?: string } }>);
    await post('/preLogin', { telCode: '1', phone: '2025550100' });
    const outbox = (await (await fetch(`${server.url}/sandbox/outbox?to=%2B1%202025550100`)).json()) as {
      code: string;
    }[];
    const login = await post('/login', { telCode: '1', phone: '2025550100', code: outbox[0]?.code ?? '' });
    const token = login.data?.token ?? '';
    const call = async () => {
      const started = performance.now();
      const res = await fetch(`${server.url}/web/getAccountInfo?${query}`, { headers: { 'x-auth-token': token } });
      await res.json();
      return performance.now() - started;
    };
    for (let i = 0; i < 200; i++) await call(); // warm up
    const rssBefore = process.memoryUsage().rss;
    const timings: number[] = [];
    const callers = 10;
    const perCaller = 300;
    await Promise.all(
      Array.from({ length: callers }, async () => {
        for (let i = 0; i < perCaller; i++) timings.push(await call());
      }),
    );
    timings.sort((a, b) => a - b);
    const p95 = timings[Math.floor(timings.length * 0.95)] ?? Number.POSITIVE_INFINITY;
    return { p95, rssGrowthMb: (process.memoryUsage().rss - rssBefore) / 1024 / 1024 };
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const bundle = await initialBundleGzipKb();
const api = await apiLatencyAndMemory();
const goals: Goal[] = [
  { name: 'initial JS (gzip)', value: bundle, limit: 400, unit: 'KB' },
  { name: 'getAccountInfo p95 @10 callers', value: api.p95, limit: 50, unit: 'ms' },
  { name: 'RSS growth over 3,000 calls', value: api.rssGrowthMb, limit: 64, unit: 'MB' },
];
let failed = false;
for (const goal of goals) {
  const ok = goal.value <= goal.limit;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'MISS'} ${goal.name}: ${goal.value.toFixed(1)} ${goal.unit} (goal ≤ ${goal.limit} ${goal.unit})`,
  );
}
process.exit(failed ? 1 : 0);
