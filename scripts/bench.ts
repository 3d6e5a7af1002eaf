/**
 * `npm run bench`: measures instead of guessing. Runs every section found in `scripts/bench/`
 * (each `.ts` file there except `types.ts`; a file may export one or more `BenchSection`s) and
 * prints each figure with its budget and as a ratio to the baseline the section measured in the
 * same run.
 *
 * The bench reports; it does not fail on timing noise. `npm run bench -- --check` exits 1 when an
 * enforced budget is missed — only deterministic ones (sizes) are enforced. A section that
 * crashes is a bug and fails the run either way.
 *
 * Options: `--check`; `--only=<word>` runs the sections whose file name contains the word
 * (e.g. `--only=downloads`). `BENCH_REPETITIONS` sets the repetitions of the timing sections.
 */
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { closeBenchBrowser } from './bench/support/browser.ts';
import { closeBenchServers } from './bench/support/servers.ts';
import type { BenchLine, BenchSection } from './bench/types.ts';

const SECTIONS_DIR = join(import.meta.dirname, 'bench');
const NOT_SECTIONS = new Set(['types.ts']);

const args = process.argv.slice(2);
const check = args.includes('--check');
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

function isSection(value: unknown): value is BenchSection {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as BenchSection).name === 'string' &&
    typeof (value as BenchSection).run === 'function'
  );
}

/** Every section exported by the files of scripts/bench/, in file-name order. */
async function discoverSections(): Promise<{ file: string; section: BenchSection }[]> {
  const files = (await readdir(SECTIONS_DIR, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !NOT_SECTIONS.has(entry.name))
    .map((entry) => entry.name)
    .filter((name) => !only || basename(name, '.ts').includes(only))
    .sort();
  const found: { file: string; section: BenchSection }[] = [];
  for (const file of files) {
    const exports = (await import(pathToFileURL(join(SECTIONS_DIR, file)).href)) as Record<string, unknown>;
    // A section exported twice (by name and as the default) runs once.
    const sections = new Set(Object.values(exports).flat().filter(isSection));
    for (const section of sections) found.push({ file, section });
  }
  return found;
}

function figure(value: number, unit: string): string {
  const digits = Math.abs(value) >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${unit}`;
}

function describe(line: BenchLine): string {
  const verdict =
    line.withinBudget === undefined ? '    ' : line.withinBudget ? 'ok  ' : line.enforced ? 'MISS' : 'over';
  const parts = [`${verdict} ${line.name}: ${figure(line.value, line.unit)}`];
  if (line.baseline !== undefined) parts.push(`baseline ${figure(line.baseline, line.unit)}`);
  if (line.ratio !== undefined) parts.push(`${line.ratio.toFixed(2)}× baseline`);
  if (line.budget) parts.push(`budget ${line.budget}${line.enforced ? ' (enforced by --check)' : ''}`);
  return parts.join(' · ');
}

let missed = 0;
let crashed = 0;
try {
  for (const { file, section } of await discoverSections()) {
    console.log(`\n== ${section.name} [${file}]`);
    try {
      for (const line of await section.run({ check })) {
        console.log(`  ${describe(line)}`);
        if (line.enforced && line.withinBudget === false) missed++;
      }
    } catch (error) {
      crashed++;
      console.log(`  CRASHED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }
} finally {
  await closeBenchBrowser();
  await closeBenchServers();
}

if (crashed > 0) console.log(`\n${crashed} section(s) crashed.`);
if (check && missed > 0) console.log(`\n--check: ${missed} enforced budget(s) missed.`);
process.exit(crashed > 0 || (check && missed > 0) ? 1 : 0);
