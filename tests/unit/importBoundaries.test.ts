// @vitest-environment node
/**
 * The layers' import boundaries (docs/architecture.md "Layers"), checked on the real import graph
 * (every `import … from`, `export … from` and `import()` of every source file; `importGraph.ts`):
 *
 * - views (`src/ui`) never import the network (`services/api`, `services/socket`);
 * - services never import machines, views or React; machines never import React or views;
 * - the server imports from `src/` only the shared contract (`src/services/api/contract`) and the
 *   brand table (`src/services/brand/platforms.ts`);
 * - no chart folder imports another chart folder except a child chart it hosts;
 * - no import cycle exists between chart folders, nor between any two files (client or server;
 *   type-only imports count too: they are how a shape ends up in the wrong module).
 */
import { describe, expect, it } from 'vitest';
import { filesUnder, type Import, importsOf } from '../support/importGraph.ts';

const SOURCE = [...filesUnder('src'), ...filesUnder('server')];
const IMPORTS = SOURCE.flatMap(importsOf);

const isReact = (to: string) => /^(react|react-dom|react-intl|@xstate\/react|@fluentui\/)/.test(to);
const describeImport = ({ from, to }: Import) => `${from} → ${to}`;

/**
 * Known debts, each with the item that removes it; every list may only shrink (a test fails when
 * an entry no longer applies, so it is deleted with the fix). Views and services have none left:
 * a view reads its types from a chart's `toView` or a neutral service module (e.g. `CountryItem`
 * from `services/countries`, `Platform` from `services/brand`), and a service hands back catalogue
 * keys for someone else to format (e.g. `messageNotification`).
 */

/** The chart folder of a machines file (`src/machines/<area>/<chart>/`), or null (`shared` is not a chart). */
function chartOf(path: string): string | null {
  const match = /^src\/machines\/([^/]+)\/([^/]+)\//.exec(path);
  return match && match[1] !== 'shared' ? (match[2] ?? null) : null;
}

/**
 * Which chart folders each chart folder hosts, directly or through the charts it hosts (a host
 * may reach into the folder of a chart it runs: to provide it, to read its `toView`). A host
 * names its child by its chart (`x.machine.ts`) or, for an area the root loads on demand, by
 * the area module (`x.area.ts`, `src/machines/shared/area.ts`).
 */
function hosts(): Map<string, Set<string>> {
  const hosted = new Map<string, Set<string>>();
  for (const { from, to } of IMPORTS) {
    const host = chartOf(from);
    const child = chartOf(to);
    if (host && child && host !== child && /\.(machine|area)\.ts$/.test(to)) {
      hosted.set(host, (hosted.get(host) ?? new Set()).add(child));
    }
  }
  for (let grew = true; grew; ) {
    grew = false;
    for (const children of hosted.values()) {
      for (const child of [...children]) {
        for (const grandchild of hosted.get(child) ?? []) {
          if (!children.has(grandchild)) {
            children.add(grandchild);
            grew = true;
          }
        }
      }
    }
  }
  return hosted;
}

/** Strongly connected groups of more than one node (the cycles) of a directed graph. */
function cycles(edges: readonly [string, string][]): string[][] {
  const next = new Map<string, string[]>();
  for (const [a, b] of edges) next.set(a, [...(next.get(a) ?? []), b]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import boundaries', () => {
  it('keeps the network out of the views', () => {
    const offending = IMPORTS.filter(
      ({ from, to }) => from.startsWith('src/ui/') && /^src\/services\/(api|socket)\//.test(to),
    );
    expect(offending.map(describeImport)).toEqual([]);
  });

  it('keeps machines, views and React out of the services', () => {
    const offending = IMPORTS.filter(
      ({ from, to }) =>
        from.startsWith('src/services/') && (to.startsWith('src/machines/') || to.startsWith('src/ui/') || isReact(to)),
    );
    expect(offending.map(describeImport)).toEqual([]);
  });

  it('keeps React and the views out of the machines', () => {
    const offending = IMPORTS.filter(
      ({ from, to }) => from.startsWith('src/machines/') && (to.startsWith('src/ui/') || isReact(to)),
    );
    expect(offending.map(describeImport)).toEqual([]);
  });

  it('keeps the client off the contract’s barrel: a value from it brings the whole endpoint table into the first API call’s chunk', () => {
    // (docs/delivery.md: a checkout import of `contract/index.ts` put the table, and zod with it,
    // on jiema's front page.) Types are erased, so `import type` may use it.
    const offending = IMPORTS.filter(
      ({ from, to, typeOnly }) =>
        from.startsWith('src/') &&
        to === 'src/services/api/contract/index.ts' &&
        !typeOnly &&
        !from.startsWith('src/services/api/contract/'),
    );
    expect(offending.map(describeImport)).toEqual([]);
  });

  it('lets the server import only the shared contract and the brand table from src/', () => {
    const offending = IMPORTS.filter(
      ({ from, to }) =>
        from.startsWith('server/') &&
        to.startsWith('src/') &&
        !to.startsWith('src/services/api/contract/') &&
        to !== 'src/services/brand/platforms.ts',
    );
    expect(offending.map(describeImport)).toEqual([]);
  });

  it('lets a chart folder reach into another only for a child chart it hosts', () => {
    const hosted = hosts();
    const offending = IMPORTS.filter(({ from, to }) => {
      const host = chartOf(from);
      const other = chartOf(to);
      return host !== null && other !== null && host !== other && !hosted.get(host)?.has(other);
    });
    expect(offending.map(describeImport)).toEqual([]);
  });

  it('has no import cycle between chart folders', () => {
    const edges = IMPORTS.flatMap(({ from, to }): [string, string][] => {
      const a = chartOf(from);
      const b = chartOf(to);
      return a && b && a !== b ? [[a, b]] : [];
    });
    expect(cycles(edges)).toEqual([]);
  });

  it('has no import cycle between files, in the client or the server', () => {
    const edges = IMPORTS.filter(({ to }) => /^(src|server)\//.test(to)).map(({ from, to }): [string, string] => [
      from,
      to,
    ]);
    expect(cycles(edges)).toEqual([]);
  });
});
