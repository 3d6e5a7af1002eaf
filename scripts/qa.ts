/**
 * `npm run qa -- [chart …]` (docs/testing.md "QA: the charts' paths in the browser"): builds the
 * client, runs the named charts' generated UI paths (every chart with a `*.paths.e2e.ts` suite
 * when none is named) in Chromium against the real server, and writes
 * - `qa-report/index.html`: each path as its events and steps, passed or failed, and for a
 *   failure the step, the states expected, what the screen showed and its screenshot;
 * - `statecharts/screens/<chart>/<state>.<en|zh>.png` and `statecharts/screens/manifest.js`: the
 *   screen of every state a path checked, which the chart pages of `statecharts/` show.
 * `npm run statecharts:screens` is the same run. Exits with the test run's status.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const E2E = join(ROOT, 'tests', 'e2e');
const SCREENS = join(ROOT, 'statecharts', 'screens');
const MANIFEST = join(SCREENS, 'manifest.js');
const REPORT = join(ROOT, 'qa-report');

/** Each replayed chart and the suite that replays it (`replayPath({ chart: '…' })`). */
function suites(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of readdirSync(E2E)
    .filter((name) => name.endsWith('.paths.e2e.ts'))
    .sort()) {
    for (const [, chart] of readFileSync(join(E2E, file), 'utf8').matchAll(/chart: '(\w+)'/g)) {
      if (chart) found.set(chart, join('tests', 'e2e', file));
    }
  }
  return found;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env }).status ?? 1;
}

type Manifest = Record<string, { takenAt: string; build: string; states: Record<string, string[]> }>;

function readManifest(): Manifest {
  if (!existsSync(MANIFEST)) return {};
  const text = readFileSync(MANIFEST, 'utf8')
    .replace(/^window\.CHART_SCREENS = /, '')
    .replace(/;\s*$/, '');
  return JSON.parse(text) as Manifest;
}

function build(): string {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim() !== '';
  return `${head || 'unknown'}${dirty ? ' with uncommitted changes' : ''}`;
}

/** Records the screens now on disk for the charts just run; other charts keep their entries. */
function writeManifest(charts: readonly string[]): void {
  const manifest = readManifest();
  const takenAt = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  for (const chart of charts) {
    const folder = join(SCREENS, chart);
    const states: Record<string, string[]> = {};
    for (const file of existsSync(folder) ? readdirSync(folder).sort() : []) {
      const match = /^(.+)\.(en|zh)\.png$/.exec(file);
      if (match?.[1] && match[2]) states[match[1]] = [...(states[match[1]] ?? []), match[2]];
    }
    manifest[chart] = { takenAt, build: build(), states };
  }
  writeFileSync(MANIFEST, `window.CHART_SCREENS = ${JSON.stringify(manifest, null, 1)};\n`);
}

function main(): number {
  const known = suites();
  const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = asked.filter((chart) => !known.has(chart));
  if (unknown.length > 0) {
    console.error(
      `qa: no UI paths for ${unknown.join(', ')}. Charts replayed in the browser: ${[...known.keys()].join(', ')}`,
    );
    return 2;
  }
  const charts = asked.length > 0 ? asked : [...known.keys()];
  if (!process.argv.includes('--no-build') && run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) return 1;
  for (const chart of charts) rmSync(join(SCREENS, chart), { recursive: true, force: true });
  const files = [...new Set(charts.map((chart) => known.get(chart) ?? ''))];
  const status = run(
    'npx',
    [
      'playwright',
      'test',
      ...files,
      '--grep',
      `\\b(${charts.join('|')}) path #`,
      '--retries=0',
      '--reporter=list,./tests/e2e/support/qaReporter.ts',
    ],
    { ...process.env, QA_REPORT: REPORT, CHART_SCREENS: SCREENS },
  );
  writeManifest(charts);
  console.log(`qa: report ${join(REPORT, 'index.html')}; screens in ${SCREENS} (open statecharts/index.html)`);
  return status;
}

process.exitCode = main();
