// @vitest-environment node
/**
 * No view shows a message before its part of the catalogue has arrived (issue 8 item 21: each
 * language's messages come in parts, `PART_AREAS`, each loaded with the views that show it,
 * `src/ui/catalogueParts.ts`). Every view below is walked from its entry through its imports — the
 * static ones, and the `import()` of views it shows lazily inside itself — stopping at another
 * view's entry, and every message key its files name (a literal, or a template's `prefix.${…}`,
 * which may name any key under it) must be in a part loaded with it. A key a shared view names
 * (src/ui/common, the overlays, the shell) counts for every view that reaches it.
 */
import { describe, expect, it } from 'vitest';
import { type CataloguePart, PART_AREAS } from '../../src/services/i18n/catalogue.ts';
import { AREAS } from '../../src/services/i18n/messages/en/index.ts';
import { FRONT_PAGE_PARTS, MAIN_VIEW_PARTS, TAB_PARTS } from '../../src/ui/catalogueParts.ts';
import { codeOf, importsOf } from '../support/importGraph.ts';

interface View {
  name: string;
  /** Its components and the charts that feed it (an area's chart loads with its tab). */
  entries: string[];
  parts: readonly CataloguePart[];
}

const tabView = (tab: keyof typeof TAB_PARTS, entries: string[]): View => ({
  name: `the ${tab} tab`,
  entries,
  parts: [...MAIN_VIEW_PARTS, ...TAB_PARTS[tab]],
});

const VIEWS: View[] = [
  {
    name: 'the first screen and the root’s overlays',
    // The login view is a chunk of its own, fetched with the start (jiema's front page does not).
    entries: ['src/main.tsx', 'src/ui/login/LoginView.tsx'],
    parts: ['start'],
  },
  // Its own chunk, fetched by phone and tablet visitors only (issue 24 item 5).
  { name: 'the device notice', entries: ['src/ui/shell/DeviceNotice.tsx'], parts: ['start'] },
  {
    name: 'the main view',
    // The chat socket and the notifier load at login with it (their notifications name messages).
    entries: ['src/ui/shell/MainView.tsx', 'src/machines/shell/app/loggedIn.parts.ts'],
    parts: MAIN_VIEW_PARTS,
  },
  {
    name: 'the front page',
    entries: ['src/ui/frontPage/FrontPageView.tsx', 'src/machines/frontPage/frontPage/frontPage.area.ts'],
    parts: FRONT_PAGE_PARTS,
  },
  tabView('chats', ['src/ui/chats/ChatsPanel.tsx', 'src/machines/chats/chats/chats.area.ts']),
  tabView('contacts', ['src/ui/contacts/ContactsPanel.tsx', 'src/machines/contacts/contacts/contacts.area.ts']),
  tabView('numbers', ['src/ui/numbers/NumbersPanel.tsx', 'src/machines/numbers/numbers/numbers.area.ts']),
  tabView('verification', [
    'src/ui/verificationCodes/VerificationPanel.tsx',
    'src/machines/verificationCodes/verification/verification.area.ts',
    'src/ui/jiema/JiemaPanel.tsx',
    'src/machines/jiema/jiema/jiema.area.ts',
  ]),
  tabView('account', ['src/ui/account/AccountArea.tsx', 'src/machines/account/account/account.area.ts']),
];

const ENTRIES = new Set(VIEWS.flatMap((view) => view.entries));

function filesOf(view: View): string[] {
  const files = new Set<string>();
  const queue = [...view.entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const { to, dynamic, typeOnly } of importsOf(file)) {
      if (typeOnly || !to.startsWith('src/') || (ENTRIES.has(to) && !view.entries.includes(to))) continue;
      // A lazy view renders inside this one; a lazy service (the API contract) is no view.
      if (!dynamic || to.startsWith('src/ui/')) queue.push(to);
    }
  }
  return [...files];
}

const ALL_KEYS = Object.values(AREAS).flatMap((messages) => Object.keys(messages));

/** The keys a file may show: those it spells out, and every key under a template's `prefix.${`. */
function keysNamedBy(file: string): string[] {
  const code = codeOf(file);
  const literal = [...code.matchAll(/['"`]([\w.]+)['"`]/g)].map(([, key = '']) => key);
  const prefixes = [...code.matchAll(/`([\w.]+\.)\$\{/g)].map(([, prefix = '']) => prefix);
  return ALL_KEYS.filter((key) => literal.includes(key) || prefixes.some((prefix) => key.startsWith(prefix)));
}

const keysOf = (parts: readonly CataloguePart[]) =>
  new Set(parts.flatMap((part) => PART_AREAS[part].flatMap((area) => Object.keys(AREAS[area]))));

describe('message parts (what each view waits for)', () => {
  it.each(VIEWS)('$name names only messages of the parts loaded with it', (view) => {
    const loaded = keysOf(view.parts);
    const missing = filesOf(view).flatMap((file) =>
      keysNamedBy(file)
        .filter((key) => !loaded.has(key))
        .map((key) => `${key} (${file})`),
    );
    expect(missing).toEqual([]);
  });

  it('knows every lazily loaded view and area (a new tab panel or area needs its row above)', () => {
    const roots = [
      'src/ui/App.tsx',
      'src/ui/shell/MainView.tsx',
      'src/machines/shell/app/areas.ts',
      'src/machines/shell/app/app.actors.ts',
    ];
    const lazy = roots.flatMap((file) =>
      importsOf(file)
        .filter(({ dynamic }) => dynamic)
        .map(({ to }) => to),
    );
    expect(lazy.filter((file) => !ENTRIES.has(file))).toEqual([]);
  });

  it('puts every catalogue area in one part', () => {
    const placed = Object.values(PART_AREAS).flat();
    expect([...placed].sort()).toEqual(Object.keys(AREAS).sort());
  });
});
