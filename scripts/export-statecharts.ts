/**
 * `npm run statecharts`: writes every chart of src/machines/registry.ts to statecharts/ as
 * Mermaid text (`<name>.mmd`), an SVG drawing (`<name>.svg`) and the reviewer pages
 * (`index.html`, `README.md`), and removes exported files of charts that no longer exist.
 * No browser, no network; the output is byte-identical between runs.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { charts } from '../src/machines/registry.ts';
import { STATECHARTS_DIR } from './statecharts/paths.ts';
import { isExportFile, renderStatecharts } from './statecharts/render.ts';

async function main(): Promise<void> {
  const files = await renderStatecharts(charts);
  await mkdir(STATECHARTS_DIR, { recursive: true });
  for (const name of await readdir(STATECHARTS_DIR)) {
    if (isExportFile(name) && !files.has(name)) await rm(join(STATECHARTS_DIR, name));
  }
  for (const [name, content] of files) await writeFile(join(STATECHARTS_DIR, name), content);
  console.log(`statecharts: wrote ${files.size} files for ${charts.map((c) => c.name).join(', ')}`);
}

await main();
