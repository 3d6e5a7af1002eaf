/**
 * The pages a product reviewer reads: `index.html` and `README.md` list, per chart, what it is
 * for, its states with what is true in each, what runs by itself there (services, timers), and
 * the events it answers to, with links to the SVG drawing and the Mermaid text.
 */
import { CHART_AREAS, type ChartArea } from '../../src/machines/registry.ts';
import { type ChartDoc, flattenStates, type StateDoc } from './chartDoc.ts';

/** The charts of one product area, in the registry's order. */
export interface AreaDocs {
  title: string;
  charts: ChartDoc[];
}

/** The charts grouped by area, the areas in the order of `CHART_AREAS`; empty areas left out. */
export function byArea(docs: readonly ChartDoc[], areaOf: (doc: ChartDoc) => ChartArea): AreaDocs[] {
  return (Object.keys(CHART_AREAS) as ChartArea[])
    .map((area) => ({ title: CHART_AREAS[area], charts: docs.filter((doc) => areaOf(doc) === area) }))
    .filter((area) => area.charts.length > 0);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function escapeMarkdown(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

const KIND: Record<StateDoc['type'], string> = {
  atomic: 'state',
  compound: 'group of states',
  parallel: 'parallel regions',
  final: 'final',
  history: 'history',
};

/** Services and timers that run by themselves while the chart is in a state. */
function automatic(chart: ChartDoc, state: StateDoc): string[] {
  const services = state.invokes.map((id) => `runs ${id}`);
  const timers = chart.transitions
    .filter((t) => t.source === state.path && t.event.startsWith('xstate.after.'))
    .map((t) => t.eventLabel);
  return [...services, ...[...new Set(timers)]];
}

function kindOf(state: StateDoc): string {
  const tags = state.tags.length > 0 ? ` (${state.tags.join(', ')})` : '';
  return `${KIND[state.type]}${tags}`;
}

function depthOf(state: StateDoc): number {
  return state.path.split('.').length - 1;
}

export function renderIndexHtml(areas: readonly AreaDocs[]): string {
  const toc = areas.map(
    (area) =>
      `<li>${escapeHtml(area.title)}<ul>${area.charts
        .map((c) => `<li><a href="#${c.name}">${escapeHtml(c.name)}</a> — ${escapeHtml(c.purpose)}</li>`)
        .join('\n')}</ul></li>`,
  );
  const sections = areas.flatMap((area) => [
    `<h2 class="area">${escapeHtml(area.title)}</h2>`,
    ...area.charts.map((chart) => {
      const states = flattenStates(chart.root).map((state) => {
        const indent = depthOf(state) * 1.25;
        return (
          `<tr><td style="padding-left:${indent}em"><code>${escapeHtml(state.key)}</code></td>` +
          `<td>${escapeHtml(kindOf(state))}</td><td>${escapeHtml(state.description)}</td>` +
          `<td>${escapeHtml(automatic(chart, state).join('; '))}</td></tr>`
        );
      });
      const events = chart.events.map(
        (event) =>
          `<tr><td><code>${escapeHtml(event.type)}</code></td><td>${event.handledIn.map((s) => `<code>${escapeHtml(s)}</code>`).join(', ')}</td></tr>`,
      );
      return [
        `<section id="${chart.name}">`,
        `<h3>${escapeHtml(chart.name)}</h3>`,
        `<p>${escapeHtml(chart.purpose)}</p>`,
        `<p class="links"><a href="${chart.name}.html"><strong>Each state with its screen</strong></a> · <a href="${chart.name}.svg">Diagram (SVG)</a> · <a href="${chart.name}.mmd">Mermaid text</a></p>`,
        `<figure><a href="${chart.name}.svg"><img src="${chart.name}.svg" alt="State diagram of ${escapeHtml(chart.name)}"></a></figure>`,
        '<h4>States</h4>',
        '<table><thead><tr><th>State</th><th>Kind</th><th>What is true here</th><th>Runs by itself</th></tr></thead>',
        `<tbody>${states.join('\n')}</tbody></table>`,
        '<h4>Events it answers to</h4>',
        '<table><thead><tr><th>Event</th><th>Handled in</th></tr></thead>',
        `<tbody>${events.join('\n')}</tbody></table>`,
        '</section>',
      ].join('\n');
    }),
  ]);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Statecharts</title>',
    '<style>',
    'body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 2rem auto; max-width: 1100px; padding: 0 1rem; color: #0f172a; line-height: 1.45; }',
    'table { border-collapse: collapse; width: 100%; margin-bottom: 1.5rem; font-size: 0.92rem; }',
    'th, td { text-align: left; vertical-align: top; border-bottom: 1px solid #e2e8f0; padding: 0.35rem 0.5rem; }',
    'th { background: #f1f5f9; }',
    'figure { margin: 1rem 0; overflow-x: auto; border: 1px solid #e2e8f0; border-radius: 8px; padding: 0.5rem; }',
    'figure img { max-width: none; }',
    'section { margin-top: 3rem; }',
    'h2.area { margin-top: 4rem; border-bottom: 2px solid #0f172a; }',
    'code { font-size: 0.9em; }',
    '</style>',
    '</head>',
    '<body>',
    '<h1>Statecharts</h1>',
    "<p>Every behaviour of the web client is a statechart, grouped here by product area. This page is generated from the charts themselves (<code>npm run statecharts</code>); a test fails when it is out of date. Hover a state in a diagram to read what is true in it; open a chart's <em>Each state with its screen</em> page and click a state to see the screen a person sees there.</p>",
    '<p id="taken"></p>',
    `<ul>${toc.join('\n')}</ul>`,
    ...sections,
    '<script src="screens/manifest.js"></script>',
    '<script>',
    'const screens = window.CHART_SCREENS;',
    'const charts = screens ? Object.entries(screens) : [];',
    "document.getElementById('taken').textContent = charts.length === 0",
    "  ? 'No screens have been taken in this checkout yet: run npm run statecharts:screens (docs/testing.md).'",
    "  : 'Screens: ' + charts.map(([name, c]) => name + ' taken ' + c.takenAt + ' on build ' + c.build).join('; ') + '.';",
    '</script>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export function renderReadme(areas: readonly AreaDocs[]): string {
  const charts = areas.flatMap((area) => area.charts);
  const lines: string[] = [
    '# Statecharts',
    '',
    'Every behaviour of the web client is a statechart (`src/machines`). These files are generated from',
    'the charts by `npm run statecharts`; a test fails when they are out of date. Open `index.html` for',
    "the same content with the diagrams inline, and a chart's `<chart>.html` to click its states and see",
    'the screen of each (taken by `npm run statecharts:screens`, see docs/testing.md).',
    '',
  ];
  for (const area of areas) {
    lines.push(`- ${area.title}`);
    for (const chart of area.charts)
      lines.push(`  - [${chart.name}](#${chart.name}) — ${escapeMarkdown(chart.purpose)}`);
  }
  for (const chart of charts) {
    lines.push(
      '',
      `## ${chart.name}`,
      '',
      escapeMarkdown(chart.purpose),
      '',
      `Diagram: [${chart.name}.svg](${chart.name}.svg) · Mermaid: [${chart.name}.mmd](${chart.name}.mmd)`,
      '',
      `![State diagram of ${chart.name}](${chart.name}.svg)`,
      '',
      '### States',
      '',
      '| State | Kind | What is true here | Runs by itself |',
      '| --- | --- | --- | --- |',
    );
    for (const state of flattenStates(chart.root)) {
      const name = `${'  '.repeat(depthOf(state)).replace(/ /g, '&nbsp;')}\`${state.path}\``;
      lines.push(
        `| ${name} | ${escapeMarkdown(kindOf(state))} | ${escapeMarkdown(state.description)} | ${escapeMarkdown(automatic(chart, state).join('; '))} |`,
      );
    }
    lines.push('', '### Events it answers to', '', '| Event | Handled in |', '| --- | --- |');
    for (const event of chart.events) {
      lines.push(`| \`${event.type}\` | ${event.handledIn.map((s) => `\`${s}\``).join(', ')} |`);
    }
  }
  lines.push('');
  return lines.join('\n');
}
