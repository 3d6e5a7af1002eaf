// @vitest-environment node
/**
 * What the login screen downloads (issue 8 item 21: its JavaScript as sent at most 150 KB brotli;
 * docs/delivery.md). The start chunk is everything `src/main.tsx` imports statically, and the login
 * view's chunk what `src/ui/login/LoginView.tsx` imports statically beyond it (the login screen
 * fetches both); whatever else is imported with `import()` is a chunk of its own. These lists say what may be in the start, so a
 * new static import that would drag an area, a library or a Fluent component into the login
 * screen fails here — make it lazy (an area's `load()`, `lazyNamed`, a `lazy…` service) or, if the
 * first screen truly needs it, add it here and measure (`npm run bench -- --only=downloads`).
 */
import { describe, expect, it } from 'vitest';
import { START_AREAS } from '../../src/services/i18n/catalogue.ts';
import { AREAS } from '../../src/services/i18n/messages/en/index.ts';
import { codeOf, importsOf } from '../support/importGraph.ts';

/** The packages the first screen runs: the framework, the charts' runtime, the HTTP client, the session key's store. */
const START_PACKAGES = [
  '@fluentui/react-components',
  '@fluentui/react-icons',
  '@xstate/react',
  'idb',
  'react',
  'react-dom/client',
  'react-intl',
  'wretch',
  'wretch/addons/queryString',
  'xstate',
];

/** The Fluent UI parts the login screen and the root's overlays show (the rest load with their views). */
const START_FLUENT = [
  'Button',
  'createLightTheme',
  'Field',
  'FluentProvider',
  'Input',
  'Link',
  'makeStyles',
  'mergeClasses',
  'shorthands',
  'Spinner',
  'Text',
  'tokens',
];

/**
 * The chart folders the root always runs (an area's charts load with the area, after login; the
 * verification modal's chart with the modal's first opening, `overlays/verifyContact.part.ts`; the
 * profile gate's with the logged-in parts, `shell/app/loggedIn.parts.ts`, its notice with the main view).
 */
const START_CHARTS = ['app', 'captcha', 'overlays', 'promotion', 'session', 'shared', 'window'];

/** The view folders of the first screen and the root's overlays (the main view and the tabs are lazy). */
const START_VIEWS = ['src/ui/common/', 'src/ui/login/', 'src/ui/overlays/'];

/** Single files from elsewhere the first screen needs, each kept apart from its folder for that reason. */
const START_FILES = [
  // The root asks the profile form before a tab the person chose (spec 2 §2): one selector, type imports only.
  'src/machines/account/profile/holdsForm.ts',
  // The root names a notification's sender from the address book without the contacts chart.
  'src/machines/contacts/contacts/names.ts',
  // The update notice's selector (a few lines); the app-update chart itself loads after the first paint.
  'src/machines/shell/appUpdate/toView.ts',
  'src/ui/App.tsx',
  'src/ui/appContext.ts',
  // Which parts of the messages each view waits for (the root loads them).
  'src/ui/catalogueParts.ts',
  'src/ui/countries.tsx',
  'src/ui/theme.ts',
  // The verification modal's fields, also shown by the account area.
  'src/ui/verification/CodeEntry.tsx',
  'src/ui/verification/ContactFields.tsx',
];

interface StartGraph {
  files: string[];
  /** Package → the start files importing it. */
  packages: Map<string, string[]>;
}

function startGraph(): StartGraph {
  const files = new Set<string>();
  const packages = new Map<string, string[]>();
  // The login view is a chunk of its own (jiema's front page does not fetch it), fetched with the
  // start by every other brand's first screen: both count.
  const queue = ['src/main.tsx', 'src/ui/login/LoginView.tsx'];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const { to, dynamic, typeOnly } of importsOf(file)) {
      if (dynamic || typeOnly) continue;
      if (to.startsWith('src/')) queue.push(to);
      else packages.set(to, [...(packages.get(to) ?? []), file]);
    }
  }
  return { files: [...files].sort(), packages };
}

const START = startGraph();

/** The value names a file imports from a package (`import { A, type B }` → A). */
function namesImported(file: string, from: string): string[] {
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${from.replace(/[/.]/g, '\\$&')}'`, 'g');
  return [...codeOf(file).matchAll(pattern)].flatMap(([, names = '']) =>
    names
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
      .filter((name) => name !== '' && !name.startsWith('type ')),
  );
}

describe('the start chunk (what the login screen downloads)', () => {
  it('holds only the first screen’s packages', () => {
    const extra = [...START.packages].filter(([name]) => !START_PACKAGES.includes(name));
    expect(extra.map(([name, by]) => `${name} (imported by ${by.join(', ')})`)).toEqual([]);
  });

  it('holds only the Fluent UI parts the first screen shows', () => {
    const extra = START.files.flatMap((file) =>
      namesImported(file, '@fluentui/react-components')
        .filter((name) => !START_FLUENT.includes(name))
        .map((name) => `${name} (${file})`),
    );
    expect(extra).toEqual([]);
  });

  it('holds the root’s charts and the first screen’s views, never an area', () => {
    const allowed = (file: string) => {
      // src/machines/<area>/<chart>/…, or src/machines/shared/…
      const folder = /^src\/machines\/([^/]+)\/([^/]+)\//.exec(file);
      const chart = folder && (folder[1] === 'shared' ? 'shared' : folder[2]);
      if (chart) return START_CHARTS.includes(chart) || START_FILES.includes(file);
      if (file.startsWith('src/ui/'))
        return START_VIEWS.some((folder) => file.startsWith(folder)) || START_FILES.includes(file);
      return true;
    };
    expect(START.files.filter((file) => !allowed(file))).toEqual([]);
  });

  it('keeps the API contract (zod and every schema) out: it loads with the first call', () => {
    const contract = START.files.filter(
      (file) =>
        file.startsWith('src/services/api/contract/') &&
        !/\/(countries|imageExtensions|platform|profileGate|retcodes)\.ts$/.test(file),
    );
    expect(contract).toEqual([]);
  });

  it('names only messages of the first screen’s catalogue part', () => {
    const startKeys = new Set(START_AREAS.flatMap((area) => Object.keys(AREAS[area])));
    const allKeys = new Set(Object.values(AREAS).flatMap((messages) => Object.keys(messages)));
    const named = START.files.flatMap((file) =>
      [...codeOf(file).matchAll(/['"`]([\w.]+)['"`]/g)]
        .map(([, key = '']) => key)
        .filter((key) => allKeys.has(key) && !startKeys.has(key))
        .map((key) => `${key} (${file})`),
    );
    expect(named).toEqual([]);
  });

  it('lists only files that are still in the start', () => {
    expect(START_FILES.filter((file) => !START.files.includes(file))).toEqual([]);
  });
});
