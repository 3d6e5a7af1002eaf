/**
 * The committed statecharts/ folder is what `npm run statecharts` writes for the current charts:
 * same files, same bytes. A chart changed without re-exporting fails here.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATECHARTS_DIR } from '../../scripts/statecharts/paths.ts';
import { isExportFile, renderStatecharts } from '../../scripts/statecharts/render.ts';
import { charts } from '../../src/machines/registry.ts';

const STALE = 'statecharts/ is stale: run npm run statecharts';
/** Laying out every chart (elkjs) takes seconds on a busy 2-core machine; it is not a speed test. */
const RENDER_TIMEOUT_MS = 120_000;

type Rendered = Awaited<ReturnType<typeof renderStatecharts>>;
let twoRenders: Promise<[Rendered, Rendered]> | undefined;
/**
 * Two renders one after the other, made once for both tests that read them: a render lays out
 * every chart (elkjs; 1.2 s of CPU, 4 s of wall time in a full run), and the first render is
 * as good a comparison with the committed files as a third one would be.
 */
function renderTwice(): Promise<[Rendered, Rendered]> {
  twoRenders ??= (async () => {
    const first = await renderStatecharts(charts);
    return [first, await renderStatecharts(charts)];
  })();
  return twoRenders;
}

describe('statechart export', () => {
  it(
    'renders the same bytes twice',
    async () => {
      const [first, second] = await renderTwice();
      expect([...second.entries()]).toEqual([...first.entries()]);
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'matches the committed files',
    async () => {
      const [rendered] = await renderTwice();
      const committed = (await readdir(STATECHARTS_DIR)).filter(isExportFile).sort();
      expect(committed, STALE).toEqual([...rendered.keys()].sort());
      for (const [name, content] of rendered) {
        const onDisk = await readFile(join(STATECHARTS_DIR, name), 'utf8');
        expect(onDisk === content, `${STALE} (${name} differs)`).toBe(true);
      }
    },
    RENDER_TIMEOUT_MS,
  );

  it('names every chart once', () => {
    const names = charts.map((chart) => chart.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every state of every chart a description', () => {
    const undescribed = charts.flatMap(({ name, machine }) => {
      const walk = (node: typeof machine.root): string[] => [
        ...(node.path.length > 0 && !node.description ? [`${name}: ${node.path.join('.')}`] : []),
        ...Object.values(node.states).flatMap(walk),
      ];
      return walk(machine.root);
    });
    expect(undescribed).toEqual([]);
  });
});
