// @vitest-environment node
/**
 * The chart folders mirror the views (issue 25 item 4): every chart lives in
 * `src/machines/<area>/<chart>/`, and the area the registry gives it — which the statechart pages
 * group by — is the folder it is in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHART_AREAS, charts } from '../../src/machines/registry.ts';

const REGISTRY = readFileSync('src/machines/registry.ts', 'utf8');

describe('chart areas', () => {
  it('puts every chart in the folder of its registry area', () => {
    const misplaced = charts.flatMap(({ name, area }) =>
      REGISTRY.includes(`'./${area}/${name}/${name}.machine.ts'`) ? [] : [`${name} (registry area ${area})`],
    );
    expect(misplaced).toEqual([]);
  });

  it('has no folder in src/machines but the areas and shared', () => {
    const folders = readdirSync('src/machines', { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const areas = new Set([...Object.keys(CHART_AREAS), 'shared']);
    expect(folders.map((entry) => entry.name).filter((name) => !areas.has(name))).toEqual([]);
  });
});
