/**
 * One chart's page for product reviewers (`statecharts/<chart>.html`): the drawing with every
 * state clickable, and beside it what is true in the clicked state and the screen a person sees
 * there, in English and Chinese — the screenshots the UI path runs saved (`npm run
 * statecharts:screens`, listed in `screens/manifest.js`; docs/testing.md). A state no UI path
 * reaches, a chart whose paths are not replayed in the browser, and a checkout where no screens
 * were taken yet each say so. Plain HTML and a few lines of script that work from `file://`.
 */
import { type ChartDoc, flattenStates, type StateDoc } from './chartDoc.ts';
import type { Drawing } from './svg.ts';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function leavesOf(state: StateDoc): string[] {
  return state.children.length === 0 ? [state.path] : state.children.flatMap(leavesOf);
}

/**
 * The script every chart page loads (`chart-page.js`): reads the manifest (if the screens were
 * taken) and fills the side panel. Each page sets `CHART` and `STATES` before it.
 */
export const CHART_PAGE_SCRIPT = `
const screens = window.CHART_SCREENS;
const mine = screens && screens[CHART];
const panel = document.getElementById('screen');
const taken = document.getElementById('taken');
taken.textContent = !screens
  ? 'No screens have been taken in this checkout yet: run npm run statecharts:screens.'
  : mine
    ? 'Screens taken ' + mine.takenAt + ' on build ' + mine.build + '.'
    : "This chart's paths are not replayed in the browser (its model test covers it), so it has no screens.";
function image(path, language) {
  const figure = document.createElement('figure');
  const img = document.createElement('img');
  img.src = 'screens/' + CHART + '/' + path + '.' + language + '.png';
  img.alt = 'The screen in ' + path + (language === 'zh' ? ' (Chinese)' : ' (English)');
  const caption = document.createElement('figcaption');
  caption.textContent = language === 'zh' ? '中文' : 'English';
  figure.append(caption, img);
  return figure;
}
function show(path) {
  const state = STATES[path];
  if (!state) return;
  panel.replaceChildren();
  const title = document.createElement('h2');
  title.textContent = path;
  const what = document.createElement('p');
  what.textContent = state.description || '(no description)';
  panel.append(title, what);
  const note = (text) => { const p = document.createElement('p'); p.className = 'note'; p.textContent = text; panel.append(p); };
  if (!mine) return note(taken.textContent);
  for (const leaf of state.leaves) {
    const languages = mine.states[leaf] || [];
    if (state.leaves.length > 1) { const h = document.createElement('h3'); h.textContent = leaf; panel.append(h); }
    if (languages.length === 0) note('No UI path reaches this state, so there is no screen of it.');
    for (const language of languages) panel.append(image(leaf, language));
  }
}
const chosen = () => decodeURIComponent(location.hash.replace(/^#state=/, ''));
window.addEventListener('hashchange', () => show(chosen()));
if (location.hash.startsWith('#state=')) show(chosen());
`;

/** The shared script's file name in statecharts/. */
export const CHART_PAGE_SCRIPT_FILE = 'chart-page.js';

export function renderChartPage(chart: ChartDoc, drawing: Drawing): string {
  const states = flattenStates(chart.root).filter((state) => state.path !== '');
  const table = Object.fromEntries(
    states.map((state) => [state.path, { description: state.description, leaves: leavesOf(state) }]),
  );
  // Deepest first: where boxes nest, the first area that contains the click wins.
  const areas = [...states]
    .sort((a, b) => b.path.split('.').length - a.path.split('.').length)
    .flatMap((state) => {
      const box = drawing.boxes.get(state.path);
      if (!box) return [];
      const coords = [box.x, box.y, box.x + box.width, box.y + box.height].map(Math.round).join(',');
      return [
        `<area shape="rect" coords="${coords}" href="#state=${encodeURIComponent(state.path)}" alt="${escapeHtml(state.path)}" title="${escapeHtml(state.description)}">`,
      ];
    });
  const [width, height] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(drawing.svg)?.slice(1) ?? ['0', '0'];
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(chart.name)} — statechart and screens</title>`,
    '<style>',
    'body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 1.5rem; color: #0f172a; line-height: 1.45; }',
    '.layout { display: flex; gap: 1.5rem; align-items: flex-start; }',
    '.diagram { overflow: auto; max-height: 85vh; border: 1px solid #e2e8f0; border-radius: 8px; flex: 1 1 auto; }',
    '.diagram img { max-width: none; display: block; }',
    'aside { flex: 0 0 42%; position: sticky; top: 1rem; max-height: 90vh; overflow: auto; }',
    'aside figure { margin: 0 0 0.75rem; }',
    'aside img { width: 100%; border: 1px solid #e2e8f0; border-radius: 6px; }',
    'figcaption { font-size: 0.85rem; color: #475569; }',
    '.note { color: #475569; font-style: italic; }',
    '</style>',
    '</head>',
    '<body>',
    `<p><a href="index.html">All statecharts</a></p>`,
    `<h1>${escapeHtml(chart.name)}</h1>`,
    `<p>${escapeHtml(chart.purpose)}</p>`,
    '<p id="taken" class="note"></p>',
    '<div class="layout">',
    `<div class="diagram"><img src="${chart.name}.svg" width="${width}" height="${height}" usemap="#states" alt="State diagram of ${escapeHtml(chart.name)}: click a state to see its screen"></div>`,
    '<aside id="screen" aria-live="polite"><p class="note">Click a state in the drawing to see what is true in it and the screen a person sees there.</p></aside>',
    '</div>',
    `<map name="states">${areas.join('\n')}</map>`,
    '<script src="screens/manifest.js"></script>',
    `<script>\nconst CHART = ${JSON.stringify(chart.name)};\nconst STATES = ${JSON.stringify(table).replace(/</g, '\\u003c')};\n</script>`,
    `<script src="${CHART_PAGE_SCRIPT_FILE}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
