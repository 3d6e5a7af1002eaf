/**
 * Renders every chart of the registry into the files of `statecharts/`, as a map from file name to
 * content. Pure (no file system, no clock, no randomness): the same charts always give the same
 * bytes, so the export test can compare it with the committed files.
 */
import type { ChartEntry } from '../../src/machines/registry.ts';
import { chartDoc } from './chartDoc.ts';
import { CHART_PAGE_SCRIPT, CHART_PAGE_SCRIPT_FILE, renderChartPage } from './chartPage.ts';
import { renderMermaid } from './mermaid.ts';
import { byArea, renderIndexHtml, renderReadme } from './pages.ts';
import { renderSvg } from './svg.ts';

export async function renderStatecharts(entries: readonly ChartEntry[]): Promise<Map<string, string>> {
  const docs = entries.map((entry) => chartDoc(entry.name, entry.machine, entry.purpose));
  const areaOf = new Map(entries.map((entry) => [entry.name, entry.area]));
  const files = new Map<string, string>();
  for (const doc of docs) {
    files.set(`${doc.name}.mmd`, renderMermaid(doc));
    const drawing = await renderSvg(doc);
    files.set(`${doc.name}.svg`, drawing.svg);
    files.set(`${doc.name}.html`, renderChartPage(doc, drawing));
  }
  const areas = byArea(docs, (doc) => areaOf.get(doc.name) ?? 'shell');
  files.set('index.html', renderIndexHtml(areas));
  files.set('README.md', renderReadme(areas));
  files.set(CHART_PAGE_SCRIPT_FILE, CHART_PAGE_SCRIPT.trimStart());
  return new Map([...files.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** Files in statecharts/ that the export owns (anything else there is left alone). */
export function isExportFile(name: string): boolean {
  return /\.(mmd|svg|html)$/.test(name) || name === 'README.md' || name === CHART_PAGE_SCRIPT_FILE;
}
