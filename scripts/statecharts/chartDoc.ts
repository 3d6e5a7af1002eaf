/**
 * A machine read into plain data for drawing and documenting: its states (with the one-line
 * `description` each state carries), its transitions (event, guard, delay, targets) and the events
 * a person or another part of the app can send it. Order follows the chart's own config, so the
 * output is the same on every run.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export interface StateDoc {
  /** Dot path from the root ('' for the root). */
  path: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  description: string;
  tags: string[];
  /** Services running while in this state (invoke ids). */
  invokes: string[];
  /** Path of the initial child (compound states). */
  initial: string | null;
  children: StateDoc[];
}

export interface TransitionDoc {
  /** Stable id, unique per chart. */
  id: string;
  source: string;
  /** Empty: the transition stays in the source state (actions only). */
  targets: string[];
  /** The raw event descriptor ('' for eventless). */
  event: string;
  /** What a reviewer reads: 'login.submit', 'done: requestLoginCode', 'after 1 s', … */
  eventLabel: string;
  guard: string | null;
  actions: string[];
}

export interface EventDoc {
  type: string;
  /** The states that react to it. */
  handledIn: string[];
}

export interface ChartDoc {
  name: string;
  purpose: string;
  description: string;
  root: StateDoc;
  transitions: TransitionDoc[];
  events: EventDoc[];
}

interface TransitionLike {
  source: AnyStateNode;
  target?: readonly AnyStateNode[] | undefined;
  eventType: string;
  guard?: unknown;
  actions: readonly unknown[];
  reenter?: boolean;
  delay?: string | number;
}

export function pathOf(node: AnyStateNode): string {
  return node.path.join('.');
}

/** A duration for people: 1 s, 5 s, 12 h, 250 ms. */
export function formatDuration(ms: number): string {
  const units: Array<[number, string]> = [
    [24 * 60 * 60 * 1000, 'd'],
    [60 * 60 * 1000, 'h'],
    [60 * 1000, 'min'],
    [1000, 's'],
  ];
  for (const [size, unit] of units) {
    if (ms >= size && ms % size === 0) return `${ms / size} ${unit}`;
  }
  return `${ms} ms`;
}

function nameOfGuard(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') {
    const composite = guard as { check?: unknown; guards?: unknown[]; guard?: unknown; stateValue?: unknown };
    if (Array.isArray(composite.guards)) {
      const kind = String((guard as { type?: string }).type ?? 'xstate.and').replace('xstate.', '');
      return `${kind}(${composite.guards.map(nameOfGuard).join(', ')})`;
    }
    if (composite.guard !== undefined) return `not(${nameOfGuard(composite.guard)})`;
    if (composite.stateValue !== undefined) return `in(${JSON.stringify(composite.stateValue)})`;
  }
  return 'inline condition';
}

/** Named actions only: the built-in ones the chart uses for timers are implementation detail. */
function actionNames(actions: readonly unknown[]): string[] {
  return actions.flatMap((action) => {
    if (typeof action === 'string') return [action];
    if (typeof action === 'object' && action !== null && 'type' in action) return [String(action.type)];
    return [];
  });
}

function eventLabel(machine: AnyStateMachine, t: TransitionLike): string {
  if (t.eventType === '') return 'always';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(t.eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(t.eventType);
  if (error) return `error: ${error[1]}`;
  if (t.eventType.startsWith('xstate.done.state.')) return 'done';
  if (t.eventType.startsWith('xstate.after.') && t.delay !== undefined) {
    if (typeof t.delay === 'number') return `after ${formatDuration(t.delay)}`;
    const value = (machine.implementations.delays as Record<string, unknown>)[t.delay];
    return typeof value === 'number' ? `after ${t.delay} (${formatDuration(value)})` : `after ${t.delay}`;
  }
  return t.eventType;
}

function stateDoc(node: AnyStateNode): StateDoc {
  const children = Object.values(node.states as Record<string, AnyStateNode>).map(stateDoc);
  const initialTargets = (node.initial as { target?: readonly AnyStateNode[] } | undefined)?.target ?? [];
  return {
    path: pathOf(node),
    key: node.key,
    type: node.type as StateDoc['type'],
    description: node.description ?? '',
    tags: [...(node.tags as string[])],
    invokes: (node.invoke as Array<{ id: string }>).map((invoke) => invoke.id),
    initial: node.type === 'compound' && initialTargets[0] ? pathOf(initialTargets[0]) : null,
    children,
  };
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allNodes)];
}

export function chartDoc(name: string, machine: AnyStateMachine, purpose: string): ChartDoc {
  const transitions: TransitionDoc[] = [];
  const handledIn = new Map<string, string[]>();
  for (const node of allNodes(machine.root)) {
    const groups = [...(node.transitions as Map<string, TransitionLike[]>).values()];
    groups.push((node.always ?? []) as TransitionLike[]);
    for (const group of groups) {
      for (const t of group) {
        if (!t.target && t.actions.length === 0 && !t.reenter) continue;
        const source = pathOf(node);
        transitions.push({
          id: `t${transitions.length}`,
          source,
          targets: (t.target ?? []).map(pathOf),
          event: t.eventType,
          eventLabel: eventLabel(machine, t),
          guard: nameOfGuard(t.guard),
          actions: actionNames(t.actions),
        });
        if (!t.eventType.startsWith('xstate.') && t.eventType !== '') {
          const states = handledIn.get(t.eventType) ?? [];
          if (!states.includes(source)) states.push(source);
          handledIn.set(t.eventType, states);
        }
      }
    }
  }
  const events = [...handledIn.entries()]
    .map(([type, states]) => ({ type, handledIn: states.map((s) => s || '(anywhere)') }))
    .sort((a, b) => a.type.localeCompare(b.type));
  return {
    name,
    purpose,
    description: machine.root.description ?? '',
    root: stateDoc(machine.root),
    transitions,
    events,
  };
}

/** Every state below the root, depth first, in chart order. */
export function flattenStates(root: StateDoc): StateDoc[] {
  return root.children.flatMap((child) => [child, ...flattenStates(child)]);
}
