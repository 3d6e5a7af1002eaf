/**
 * A chart as Mermaid `stateDiagram-v2` text: nested states as composite states, parallel regions
 * separated by `--`, each transition labelled with its event, guard and delay, and each state's
 * one-line description. A transition is written in the innermost composite state holding both
 * ends, as Mermaid expects.
 */
import type { ChartDoc, StateDoc, TransitionDoc } from './chartDoc.ts';

function idOf(path: string): string {
  return path === '' ? 'root' : path.replace(/[^A-Za-z0-9_]/g, '_');
}

/** Mermaid reads ':' as the label separator and ';' / '#' as syntax. */
function clean(text: string): string {
  return text.replace(/:/g, ' -').replace(/;/g, ',').replace(/#/g, 'no. ').replace(/\s+/g, ' ').trim();
}

function parentPath(path: string): string {
  const cut = path.lastIndexOf('.');
  return cut < 0 ? '' : path.slice(0, cut);
}

function segments(path: string): string[] {
  return path === '' ? [] : path.split('.');
}

/** The composite state whose block holds a transition: the deepest common ancestor of its ends. */
function scopeOf(t: TransitionDoc, parallel: ReadonlySet<string>): string {
  const ends = [t.source, ...t.targets].map((path) => segments(parentPath(path)));
  const first = ends[0] ?? [];
  let depth = 0;
  while (depth < first.length && ends.every((end) => end[depth] === first[depth])) depth++;
  let scope = first.slice(0, depth).join('.');
  // A parallel state's block holds only its regions; its transitions go one level up.
  while (scope !== '' && parallel.has(scope)) scope = parentPath(scope);
  return scope;
}

export function transitionLabel(t: TransitionDoc): string {
  return [t.eventLabel, t.guard ? `[${t.guard}]` : ''].filter(Boolean).join(' ');
}

export function renderMermaid(chart: ChartDoc): string {
  const parallel = new Set<string>();
  const visit = (state: StateDoc) => {
    if (state.type === 'parallel') parallel.add(state.path);
    state.children.forEach(visit);
  };
  visit(chart.root);

  const byScope = new Map<string, TransitionDoc[]>();
  for (const t of chart.transitions) {
    const scope = scopeOf(t, parallel);
    byScope.set(scope, [...(byScope.get(scope) ?? []), t]);
  }

  const lines: string[] = ['stateDiagram-v2', `  %% ${clean(chart.name)}: ${clean(chart.purpose)}`];

  function transitionLines(scope: string, indent: string): string[] {
    return (byScope.get(scope) ?? []).flatMap((t) => {
      const label = clean(transitionLabel(t));
      const targets = t.targets.length > 0 ? t.targets : [t.source];
      return targets.map((target) => `${indent}${idOf(t.source)} --> ${idOf(target)} : ${label}`);
    });
  }

  function block(state: StateDoc, indent: string): string[] {
    const out: string[] = [];
    if (state.type === 'parallel') {
      state.children.forEach((region, index) => {
        if (index > 0) out.push(`${indent}--`);
        out.push(...stateLines(region, indent));
      });
      // Only the root has nowhere higher to put its own transitions.
      if (state.path === '') out.push(...transitionLines('', indent));
      return out;
    }
    if (state.initial) out.push(`${indent}[*] --> ${idOf(state.initial)}`);
    for (const child of state.children) out.push(...stateLines(child, indent));
    out.push(...transitionLines(state.path, indent));
    return out;
  }

  function stateLines(state: StateDoc, indent: string): string[] {
    const id = idOf(state.path);
    const out: string[] = [];
    if (state.children.length > 0) {
      out.push(`${indent}state "${clean(state.key)}" as ${id} {`);
      out.push(...block(state, `${indent}  `));
      out.push(`${indent}}`);
    } else {
      out.push(`${indent}state "${clean(state.key)}" as ${id}`);
    }
    // Mermaid draws a description inside leaf states only.
    if (state.description && state.children.length === 0) out.push(`${indent}${id} : ${clean(state.description)}`);
    if (state.type === 'final') out.push(`${indent}${id} --> [*]`);
    return out;
  }

  lines.push(...block(chart.root, '  '));
  return `${lines.join('\n')}\n`;
}
