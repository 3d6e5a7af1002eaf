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
