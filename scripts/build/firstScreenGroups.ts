/**
 * The first screens' chunks (issue 8 item 21, issue 24 item 5; docs/delivery.md): the start chunk,
 * which every brand's first screen fetches, and the login view's own code in a chunk of its own,
 * which jiema's first screen (its front page) does not fetch.
 *
 * The login view is loaded with `import()` (`src/ui/App.tsx`) and is also an entry of the build
 * (`FIRST_SCREEN_INPUT`): what an entry imports statically is what the bundler tags `$initial`,
 * following only the exports really used, so the Fluent parts the login shows (input, field, text,
 * which the front page shows too) stay in the start with what `src/main.tsx` imports. Without that
 * they left the start for small files of their own (tried: the login screens went from 147 to
 * 158 KB). The login view's own source files — those it reaches and `src/main.tsx` does not — are
 * taken first, into the `login` chunk. Measured by `npm run bench -- --only=downloads`.
 */
import { resolve } from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';

const LOGIN_VIEW = 'src/ui/login/LoginView.tsx';
const PACKAGE = /[\\/]node_modules[\\/]/;

const ROOT = resolve(import.meta.dirname, '../..');

/** The build's entries: the page, and the login view (see above). */
export const FIRST_SCREEN_INPUT = { index: resolve(ROOT, 'index.html'), login: resolve(ROOT, LOGIN_VIEW) };

/** Static imports by module id, recorded at the end of each build (chunks are cut after it). */
let staticImports = new Map<string, readonly string[]>();
let loginOwn: ReadonlySet<string> | null = null;

function closure(from: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const queue = [...from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(staticImports.get(id) ?? []));
  }
  return reached;
}

/**
 * The login view's own source files: those it imports statically and the page's script does not.
 * (The closures follow whole modules, not the exports used, so the page's reaches further than
 * the bundler's `$initial` and the login's own can only come out smaller, never take the start's.)
 */
function loginOwnModules(): ReadonlySet<string> {
  if (loginOwn) return loginOwn;
  const ids = [...staticImports.keys()];
  const page = closure(ids.filter((id) => /[\\/]src[\\/]main\.tsx$/.test(id)));
  const login = closure(ids.filter((id) => id === FIRST_SCREEN_INPUT.login));
  loginOwn = new Set([...login].filter((id) => !page.has(id) && !PACKAGE.test(id)));
  return loginOwn;
}

/** Records the module graph the `login` group reads (add it to the build's plugins). */
export function firstScreenGraph(): Plugin {
  return {
    name: 'first-screen-graph',
    apply: 'build',
    buildStart() {
      staticImports = new Map();
      loginOwn = null;
    },
    buildEnd() {
      for (const id of this.getModuleIds()) staticImports.set(id, this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
}

export const FIRST_SCREEN_GROUPS: CodeSplittingGroup[] = [
  // Taken first: only its own modules; what it shares with the rest stays in the start.
  {
    name: 'login',
    test: (id) => loginOwnModules().has(id),
    priority: 1,
    includeDependenciesRecursively: false,
  },
  // Everything else the entries import statically is one chunk: left alone, the bundler splits it
  // into ~20 files by which lazy chunks share them, and each file compresses on its own (13 KB
  // more brotli for the same code).
  { name: 'start', tags: ['$initial'] },
];
