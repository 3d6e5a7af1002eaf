/**
 * Renders every chart of the registry into the files of `statecharts/`, as a map from file name to
 * content. Pure (no file system, no clock, no randomness): the same charts always give the same
 * bytes, so the export test can compare it with the committed files.
 */
import type { ChartEntry } from '../../src/machines/registry.ts';
import { chartDoc } from './chartDoc.ts';
import { renderMermaid } from './mermaid.ts';
import { renderIndexHtml, renderReadme } from './pages.ts';
import { renderSvg } from './svg.ts';

export async function renderStatecharts(entries: readonly ChartEntry[]): Promise<Map<string, string>> {
  const docs = entries.map((entry) => chartDoc(entry.name, entry.machine, entry.purpose));
  const files = new Map<string, string>();
  for (const doc of docs) {
    files.set(`${doc.name}.mmd`, renderMermaid(doc));
    files.set(`${doc.name}.svg`, await renderSvg(doc));
  }
  files.set('index.html', renderIndexHtml(docs));
  files.set('README.md', renderReadme(docs));
  return new Map([...files.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** Files in statecharts/ that the export owns (anything else there is left alone). */
export function isExportFile(name: string): boolean {
  return /\.(mmd|svg)$/.test(name) || name === 'index.html' || name === 'README.md';
}
