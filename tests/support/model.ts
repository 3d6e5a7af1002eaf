/**
 * Model-based testing of statecharts: every chart is walked by `xstate/graph`, and every path is
 * replayed on a real actor, asserting what each reached state promises and measuring coverage.
 *
 * ## How it works
 *
 * 1. **Paths from the chart.** `getShortestPaths` (plus `getSimplePaths` with `simplePaths: true`,
 *    for small charts) explores the machine with its *pure* `transition` function. No actor runs
 *    there, so the world's answers are modelled as events: an invoked actor finishing is the event
 *    `xstate.done.actor.<id>` with an `output`, failing is `xstate.error.actor.<id>` with an
 *    `error`, and a timer is `xstate.after.<delay>.<stateId>`. The **events table** says which
 *    payloads each event can carry (a person's inputs, the server's answers), possibly depending on
 *    the state. A done/error event is only offered while an actor with that id is running in the
 *    explored snapshot, so the model never "answers" a request nobody made. Timers need no entry
 *    (an entry overrides them, e.g. to tick a countdown only in some states). Every other event
 *    the current states listen to MUST have an entry (use `[]` to leave one out on purpose: its
 *    transitions then show as uncovered). Shortest paths reach every *state*; an event that leads
 *    back to a state already reached is on none of them, so for every transition definition no
 *    path takes yet, a path is added: the shortest path to a state where some event takes it,
 *    plus that event. Paths that are a prefix of another path are dropped.
 *    `serialize` decides which snapshots count as the same state: keep it to the facts that change
 *    what can happen next (flags and counts, never whole lists), or the walk explodes. Of the
 *    paths found, only those that add a transition, a leaf state, or an event in a configuration
 *    of leaf states no kept path has yet are replayed (at most `MAX_PATHS_PER_TRANSITION` per
 *    transition). `inputs` walks the chart from several inputs.
 * 2. **Replay on a real actor.** Each path runs on `createActor(machine, { clock })` where every
 *    injected actor is replaced by a *controllable fake* (an actor that stays running, records
 *    its input and the events sent to it, and finishes only when told). A path step is delivered
 *    the way the world would deliver it:
 *      - a person's event → `actor.send(event)`;
 *      - `xstate.done.actor.<id>` → the running fake with that id completes with `output` (the
 *        step fails if no such actor is running — the chart did not make that request);
 *      - `xstate.error.actor.<id>` → the fake fails with `error`;
 *      - `xstate.after.<delay>.<state>` → the simulated clock jumps from timer to timer until that
 *        delayed event reaches the machine (the step fails if another timer's event reaches the
 *        machine first — that order is impossible in real time).
 *    After every step the real snapshot must serialize exactly like the path's snapshot, and the
 *    **check** of every active leaf state runs on the real snapshot. A check gets the snapshot and
 *    a `Replay`: the step's event, the simulated time (`now`, `elapsed`), the previous snapshot,
 *    the running fakes and their inputs (`running(id)`, `calls`, `callsInStep`), the events a fake
 *    received, and the named actions the step executed with their params (`effects`).
 *
 * 3. **Coverage.** Measured on the real actors through XState inspection: every state node
 *    (atomic, compound, parallel, final; history nodes excluded) entered, and every transition
 *    definition taken — each guarded alternative of an event counts on its own, and the universe
 *    includes `xstate.done.actor.*`, `xstate.error.actor.*`, `xstate.after.*` and eventless
 *    (`always`) transitions. `testModel` prints one line per chart, e.g.
 *    `session: states 33/33 (100%), transitions 97/97 (100%), paths 41`, and fails below 100 %
 *    listing what is missing, or when a reached leaf state has no check.
 *
 * ## Usage
 *
 * ```ts
 * import { type Checks, testModel } from '../support/model.ts';
 * testModel({
 *   name: 'captcha',
 *   machine: captchaMachine,
 *   input: { nextApi: 'preLogin' },
 *   simplePaths: true,
 *   events: {
 *     'captcha.submit': [{ text: ' ab12 ' }, { text: '  ' }],
 *     'captcha.reload': {},
 *     'captcha.cancel': {},
 *     'xstate.done.actor.loadCaptcha': [{ output: ok(image) }, { output: networkFailure }],
 *     'xstate.error.actor.loadCaptcha': { error: new Error('boom') },
 *     // …one entry per event and per invoked actor
 *   },
 *   serialize: (snapshot) => ({ text: snapshot.context.text, error: snapshot.context.validationError }),
 *   checks: {
 *     loading: (snapshot, replay) => expect(replay.running('loadCaptcha')).toBeDefined(),
 *     // …one check per leaf state (the type requires every one)
 *   } satisfies Checks<typeof captchaMachine>,
 * });
 * ```
 *
 * `pathsOf(config)` returns the same paths as plain data (each with its input, and per step the
 * event, the leaf states after it and the serialized state), for generating end-to-end suites
 * that replay them through the real UI. Keep such a config in a module that registers no tests
 * (e.g. `tests/model/session.model.ts`) so a non-vitest runner can import it.
 */
import { describe, expect, it } from 'vitest';
import {
  type ActorLogic,
  type AnyActorRef,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  createEmptyActor,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  SimulatedClock,
  type Snapshot,
  type SnapshotFrom,
  type StateValueFrom,
} from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';

// ── public types ─────────────────────────────────────────────────────────────

/** Dot paths of every leaf (atomic or final) state in a state-value type. */
export type LeafPath<TValue> = TValue extends string
  ? TValue
  : TValue extends object
    ? { [K in keyof TValue & string]: `${K}.${LeafPath<Exclude<TValue[K], undefined>>}` }[keyof TValue & string]
    : never;

/** The paths of a union that are no other path's prefix (XState's value types also name parents). */
type LeavesOnly<TPath extends string, TAll extends string = TPath> = TPath extends unknown
  ? [Extract<TAll, `${TPath}.${string}`>] extends [never]
    ? TPath
    : never
  : never;

/** A leaf state of the machine as a dot path, e.g. `loggedOut.codeEntry.code.wrong`. */
export type StateKey<TMachine extends AnyStateMachine> = LeavesOnly<LeafPath<StateValueFrom<TMachine>>>;

/** Payload(s) of one event type: one, several, or chosen by the state being explored. */
export type Payloads<TPayload, TSnapshot> =
  | TPayload
  | readonly TPayload[]
  | ((snapshot: TSnapshot) => readonly TPayload[]);

type PayloadOf<TEvent> = Omit<TEvent, 'type'>;

/**
 * What can happen, per event type: the machine's own events (all required) and the outcomes of
 * its invoked actors. Timers (`xstate.after.*`) are generated; an entry overrides them.
 */
export type EventTable<TMachine extends AnyStateMachine> = {
  [TEvent in EventFromLogic<TMachine> as TEvent['type']]: Payloads<PayloadOf<TEvent>, SnapshotFrom<TMachine>>;
} & {
  [K in `xstate.done.actor.${string}`]?: Payloads<{ output: unknown }, SnapshotFrom<TMachine>>;
} & {
  [K in `xstate.error.actor.${string}`]?: Payloads<{ error: unknown }, SnapshotFrom<TMachine>>;
} & {
  [K in `xstate.after.${string}`]?: Payloads<Record<string, never>, SnapshotFrom<TMachine>>;
};

/** An injected actor started by the replayed machine (always a fake). */
export interface ActorCall {
  id: string;
  src: string;
  input: unknown;
}

/** A named action the machine executed. */
export interface Effect {
  type: string;
  params: unknown;
}

/** What a check can look at besides the snapshot. */
export interface Replay<TSnapshot = SnapshotFrom<AnyStateMachine>> {
  /** The step just taken (index 0 is the initial state). */
  step: { index: number; event: EventObject };
  /** Simulated time since the actor started, in ms. */
  now: number;
  /** Simulated time the last step took (a timer step jumps the clock to when its timer fires). */
  elapsed: number;
  /** The snapshot before the last step (undefined at the initial state). */
  previous: TSnapshot | undefined;
  /** The fake with this id, if one is running now. */
  running(id: string): ActorCall | undefined;
  /** Every injected actor started so far, in order. */
  calls: readonly ActorCall[];
  /** Injected actors started during the last step. */
  callsInStep: readonly ActorCall[];
  /** Actions executed during the last step (named actions carry their resolved params). */
  effects: readonly Effect[];
  /** Events the fake with this id has received so far. */
  received(id: string): readonly EventObject[];
}

export type Check<TMachine extends AnyStateMachine> = (
  snapshot: SnapshotFrom<TMachine>,
  replay: Replay<SnapshotFrom<TMachine>>,
) => void;

/** One check per leaf state: use `satisfies Checks<typeof machine>` on the table. */
export type Checks<TMachine extends AnyStateMachine> = Record<StateKey<TMachine>, Check<TMachine>>;

export interface ModelConfig<TMachine extends AnyStateMachine> {
  /** The chart's name, as in the registry. */
  name: string;
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /**
   * Several inputs (e.g. the modes of a modal): paths are generated from each, and coverage counts
   * them together. Overrides `input`.
   */
  inputs?: readonly InputFrom<TMachine>[];
  events: EventTable<TMachine>;
  checks: Checks<TMachine>;
  /**
   * The facts that make two snapshots "the same state" besides the state value (which is always
   * included). Keep it to what matters, or the number of paths explodes. Default: the context.
   */
  serialize?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /** Also walk every simple path (only for small charts). */
  simplePaths?: boolean;
  /** Named-action implementations to use instead of the chart's (e.g. to silence logging). */
  actions?: NonNullable<Parameters<TMachine['provide']>[0]['actions']>;
  /** Stop exploring beyond this many states (guards against an unbounded serializer). */
  limit?: number;
}

export interface ModelStep {
  event: EventObject;
  /** The active leaf states after the event, as dot paths. */
  states: string[];
  /** The serialized state after the event (the state value and the serialized facts). */
  key: string;
  /** The transition definitions the event took, by readable name (source, event, guard, targets). */
  transitions: string[];
}

export interface ModelPath {
  /** Unique, readable: index and the leaf states reached. */
  name: string;
  /** The machine's input for this path. */
  input: unknown;
  /** The events in order, e.g. for a test title. */
  description: string;
  /** steps[0] is the initial state (event `xstate.init`). */
  steps: ModelStep[];
}

export interface ReplayResult {
  states: Set<string>;
  transitions: Set<string>;
  checkedLeaves: Set<string>;
}

export interface CoverageReport {
  name: string;
  paths: number;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  /** Leaf states reached without a check in the table. */
  uncheckedStates: string[];
  summary: string;
}

export interface ChartModel {
  name: string;
  paths: ModelPath[];
  replay(path: ModelPath): Promise<ReplayResult>;
  coverage(results: readonly ReplayResult[]): CoverageReport;
}

// ── fakes ────────────────────────────────────────────────────────────────────

const FAKE_RESOLVE = 'model.fake.resolve';
const FAKE_REJECT = 'model.fake.reject';

type FakeSnapshot = Snapshot<unknown> & {
  context: { src: string; input: unknown; received: EventObject[] };
};

type FakeEvent =
  | { type: typeof FAKE_RESOLVE; output: unknown }
  | { type: typeof FAKE_REJECT; error: unknown }
  | EventObject;

type FakeLogic = ActorLogic<FakeSnapshot, FakeEvent, unknown> & { fakeOf: string };

/** Fakes started per actor system (one system per replay). */
const startedFakes = new WeakMap<object, ActorCall[]>();

/**
 * A controllable stand-in for an injected actor: runs until the replay completes or fails it.
 * Every named source of the chart gets one; a test builds its own for an actor logic the chart is
 * handed at run time (e.g. the areas the root's `areaLoader` hands over), so `running(id)` and
 * `received(id)` see it too.
 */
export function fakeActor(src: string): FakeLogic {
  const logic: FakeLogic = {
    fakeOf: src,
    config: undefined,
    transition(snapshot, event): FakeSnapshot {
      if (snapshot.status !== 'active') return snapshot;
      const { context } = snapshot;
      if (event.type === FAKE_RESOLVE) {
        return { status: 'done', output: (event as { output: unknown }).output, error: undefined, context };
      }
      if (event.type === FAKE_REJECT) {
        return { status: 'error', output: undefined, error: (event as { error: unknown }).error, context };
      }
      return { ...snapshot, context: { ...context, received: [...context.received, event] } };
    },
    getInitialSnapshot: (_scope, input) => ({
      status: 'active',
      output: undefined,
      error: undefined,
      context: { src, input, received: [] },
    }),
    start(snapshot, scope) {
      const calls = startedFakes.get(scope.system) ?? [];
      calls.push({ id: scope.self.id, src, input: snapshot.context.input });
      startedFakes.set(scope.system, calls);
    },
    getPersistedSnapshot: (snapshot) => snapshot,
  };
  return logic;
}

function logicOf(ref: unknown): unknown {
  return (ref as { logic?: unknown }).logic;
}

function isFake(ref: AnyActorRef | undefined): ref is AnyActorRef {
  return ref !== undefined && typeof (logicOf(ref) as Partial<FakeLogic> | undefined)?.fakeOf === 'string';
}

// ── the clock ────────────────────────────────────────────────────────────────

let replayClock: ModelClock | undefined;

/**
 * The simulated time of the path being replayed (0 outside a replay), for a chart that reads a
 * wall clock through an injected `now` (the SMS wait's check marks): give it `now: modelNow`.
 */
export function modelNow(): number {
  return replayClock?.now() ?? 0;
}

/** XState's SimulatedClock, plus knowing when the next timer is due so a step can jump to it. */
class ModelClock extends SimulatedClock {
  private readonly dueTimes = new Map<number, number>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = super.setTimeout(() => {
      this.dueTimes.delete(id);
      fn();
    }, timeout);
    this.dueTimes.set(id, this.now() + timeout);
    return id;
  }

  override clearTimeout(id: number): void {
    this.dueTimes.delete(id);
    super.clearTimeout(id);
  }

  /** Moves time to the earliest pending timer and fires it; false when nothing is pending. */
  advanceToNextTimer(): boolean {
    if (this.dueTimes.size === 0) return false;
    this.set(Math.min(...this.dueTimes.values()));
    return true;
  }
}

// ── chart structure ──────────────────────────────────────────────────────────

interface TransitionDefinitionLike {
  source: AnyStateNode;
  target?: readonly AnyStateNode[] | undefined;
  eventType: string;
  guard?: unknown;
  actions: readonly unknown[];
  reenter?: boolean;
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [
    child,
    ...allStateNodes(child),
  ]);
}

function pathOf(node: AnyStateNode): string {
  return node.path.length === 0 ? '(root)' : node.path.join('.');
}

function guardName(guard: unknown): string {
  if (guard === undefined) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  return 'inline guard';
}

function describeTransition(t: TransitionDefinitionLike, index: number, count: number): string {
  const event = t.eventType === '' ? '(always)' : t.eventType;
  const guard = guardName(t.guard);
  const targets = t.target?.length ? t.target.map(pathOf).join(', ') : '(stays)';
  const alternative = count > 1 ? ` #${index + 1}` : '';
  return `${pathOf(t.source)} --${event}${alternative}${guard ? ` [${guard}]` : ''}--> ${targets}`;
}

/** Every transition definition of the chart, keyed by identity, with a readable name. */
function transitionUniverse(machine: AnyStateMachine): Map<unknown, string> {
  const universe = new Map<unknown, string>();
  for (const node of [machine.root, ...allStateNodes(machine.root)]) {
    const groups = [...(node.transitions as Map<string, TransitionDefinitionLike[]>).values()];
    const always = (node.always ?? []) as TransitionDefinitionLike[];
    for (const group of [...groups, always]) {
      group.forEach((t, index) => {
        const forbidden = !t.target && t.actions.length === 0 && !t.reenter;
        if (!forbidden) universe.set(t, describeTransition(t, index, group.length));
      });
    }
  }
  return universe;
}

function stateUniverse(machine: AnyStateMachine): string[] {
  return allStateNodes(machine.root)
    .filter((node) => node.type !== 'history')
    .map(pathOf);
}

type AnyMachineSnapshot = SnapshotFrom<AnyStateMachine>;

function activeLeaves(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[])
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map(pathOf)
    .sort();
}

// ── events for the graph ─────────────────────────────────────────────────────

const GENERATED_INTERNALLY = /^xstate\.(done\.state|snapshot)\./;

function serializeEvent(event: EventObject): string {
  return JSON.stringify(event, (_key, value: unknown) => (value instanceof Error ? `Error: ${value.message}` : value));
}

function payloadsFor(spec: unknown, snapshot: AnyMachineSnapshot): readonly object[] {
  const value = typeof spec === 'function' ? (spec as (s: AnyMachineSnapshot) => unknown)(snapshot) : spec;
  return (Array.isArray(value) ? value : [value]) as object[];
}

function eventsFor(table: Record<string, unknown>, snapshot: AnyMachineSnapshot, chart: string): EventObject[] {
  // A machine that reached a top-level final state takes no more events (the pure transition
  // function would still compute some).
  if (snapshot.status !== 'active') return [];
  const descriptors = [...new Set((snapshot._nodes as AnyStateNode[]).flatMap((node) => node.ownEvents as string[]))];
  const events: EventObject[] = [];
  for (const type of descriptors.sort()) {
    if (GENERATED_INTERNALLY.test(type)) continue;
    const actorEvent = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type);
    if (actorEvent && !(snapshot.children as Record<string, unknown>)[actorEvent[1] ?? '']) continue;
    const spec = table[type];
    if (spec === undefined) {
      if (type.startsWith('xstate.after.')) {
        events.push({ type });
        continue;
      }
      throw new Error(
        `${chart}: the events table has no entry for '${type}' (listened to in ${JSON.stringify(snapshot.value)}). ` +
          `Add its payload(s), or [] to leave it out on purpose.`,
      );
    }
    for (const payload of payloadsFor(spec, snapshot)) events.push({ ...payload, type });
  }
  return events;
}

// ── building a model ─────────────────────────────────────────────────────────

function withFakes<TMachine extends AnyStateMachine>(config: ModelConfig<TMachine>): AnyStateMachine {
  const sources = Object.keys(config.machine.implementations.actors);
  const actors = Object.fromEntries(sources.map((src) => [src, fakeActor(src)]));
  return (config.machine as AnyStateMachine).provide({ actors, actions: config.actions ?? {} });
}

function keyOf(snapshot: AnyMachineSnapshot, serialize: (snapshot: AnyMachineSnapshot) => unknown): string {
  return JSON.stringify({ value: snapshot.value, facts: serialize(snapshot) });
}

/** Drops every path whose events are a prefix of a longer path's (that one checks it on the way). */
function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const sequences = paths.map((path) => path.steps.map((step) => serializeEvent(step.event)));
  return paths.filter((_path, i) => {
    const mine = sequences[i] ?? [];
    return !sequences.some(
      (other, j) =>
        j !== i &&
        (other.length > mine.length || (other.length === mine.length && j < i)) &&
        mine.every((event, k) => other[k] === event),
    );
  });
}

type GraphPath = StatePath<AnyMachineSnapshot, EventObject>;

interface Traversal {
  input: unknown;
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  serializeEvent: (event: EventObject) => string;
  limit: number;
}

type Predict = (snapshot: AnyMachineSnapshot, event: EventObject) => { next: AnyMachineSnapshot; taken: unknown[] };

/**
 * The transition definitions one event takes from one snapshot, computed with the pure transition
 * function and XState's inspection of an inert actor scope (nothing is executed).
 *
 * decision (measured, docs/testing.md): remembered per snapshot and event object. The paths
 * xstate/graph returns share their prefixes' snapshots and events, and the search asks each step
 * of each path several times (coverage so far, the covering choice, each step's transitions).
 * Computed afresh each time, generating every chart's paths took 84 s of the model project's
 * 88 s of imports (the chats chart 28 s; 12 s now). Snapshots and events are immutable, so a
 * remembered answer is the answer.
 */
function transitionPredictor(machine: AnyStateMachine): Predict {
  const inert = createEmptyActor();
  let taken: unknown[] = [];
  inert.system.inspect((inspection) => {
    if (inspection.type === '@xstate.microstep')
      taken.push(...(inspection as unknown as { _transitions: unknown[] })._transitions);
  });
  const scope = {
    self: inert,
    logger: () => {},
    id: '',
    sessionId: 'model',
    defer: () => {},
    system: inert.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
  const known = new WeakMap<AnyMachineSnapshot, Map<EventObject, ReturnType<Predict>>>();
  return (snapshot, event) => {
    const byEvent = known.get(snapshot) ?? new Map<EventObject, ReturnType<Predict>>();
    known.set(snapshot, byEvent);
    const remembered = byEvent.get(event);
    if (remembered) return remembered;
    taken = [];
    const next = machine.transition(snapshot, event, scope as never) as AnyMachineSnapshot;
    const answer = { next, taken };
    byEvent.set(event, answer);
    return answer;
  };
}

/**
 * Shortest paths reach every state but not every transition: an event leading back to a state
 * already reached is on no shortest path. For each transition definition no path takes yet, this
 * adds the shortest path to a state where some event takes it, plus that event.
 */
function transitionCompletingPaths(
  predict: Predict,
  traversal: Traversal,
  shortest: readonly GraphPath[],
  chosen: readonly GraphPath[],
  universe: Map<unknown, string>,
  /** Transitions already taken by other paths (e.g. from another input); grows as paths are added. */
  covered: Set<unknown>,
): GraphPath[] {
  for (const path of chosen) {
    for (let i = 1; i < path.steps.length; i++) {
      const from = path.steps[i - 1]?.state;
      const step = path.steps[i];
      if (from && step) for (const t of predict(from, step.event).taken) covered.add(t);
    }
  }
  const added: GraphPath[] = [];
  const byLength = [...shortest].sort((a, b) => a.steps.length - b.steps.length);
  for (const path of byLength) {
    if ([...universe.keys()].every((t) => covered.has(t))) break;
    for (const event of traversal.events(path.state)) {
      const { next, taken } = predict(path.state, event);
      if (!taken.some((t) => universe.has(t) && !covered.has(t))) continue;
      for (const t of taken) covered.add(t);
      added.push({ state: next, weight: path.weight + 1, steps: [...path.steps, { state: next, event }] });
    }
  }
  return added;
}

/**
 * Paths grow with the explored states, which grow with every fact `serialize` keeps; the replay
 * needs far fewer. This keeps, greedily, the paths that each take a transition definition or
 * reach a leaf state no kept path does yet (the one taking most new ones first), so a chart
 * replays at most one path per transition and state: proportional to its transitions, whatever
 * its context (docs/architecture.md, Tests). `reached` is shared across inputs.
 */
function coveringPaths(
  predict: Predict,
  paths: readonly GraphPath[],
  universe: Map<unknown, string>,
  reached: Set<string>,
): GraphPath[] {
  const candidates = paths.map((path) => {
    const items = new Set<string>();
    for (const [i, step] of path.steps.entries()) {
      for (const leaf of activeLeaves(step.state)) items.add(`state ${leaf}`);
      const from = path.steps[i - 1]?.state;
      if (!from) continue;
      items.add(`event ${step.event.type} in ${activeLeaves(from).join(' + ')}`);
      for (const t of predict(from, step.event).taken) {
        const name = universe.get(t);
        if (name) items.add(`transition ${name}`);
      }
    }
    return { path, items: [...items] };
  });
  // Each candidate's count of items not reached yet, kept up to date as items are reached (the
  // same choice as counting afresh each round, without going through every item every round).
  const gains = candidates.map(({ items }) => items.filter((item) => !reached.has(item)).length);
  const holders = new Map<string, number[]>();
  for (const [index, { items }] of candidates.entries()) {
    for (const item of items) {
      const holding = holders.get(item);
      if (holding) holding.push(index);
      else holders.set(item, [index]);
    }
  }
  const kept: GraphPath[] = [];
  for (;;) {
    let best = -1;
    let bestGain = 0;
    for (const [index, gain] of gains.entries()) {
      if (gain > bestGain) [best, bestGain] = [index, gain];
    }
    const chosen = candidates[best];
    if (!chosen) return kept;
    kept.push(chosen.path);
    for (const item of chosen.items) {
      if (reached.has(item)) continue;
      reached.add(item);
      for (const index of holders.get(item) ?? []) gains[index] = (gains[index] ?? 0) - 1;
    }
  }
}

type ActorSystem = AnyActorRef['system'] & {
  _set(systemId: string, actor: AnyActorRef): void;
  _unregister(actor: AnyActorRef): void;
};
const reRegistering = new WeakSet<object>();

/**
 * The chart as the path search sees it. xstate/graph computes every transition in one inert actor
 * system where nothing is ever stopped, so a child invoked under a `systemId` (the delivery
 * console, shared/address.ts) would be registered again each time a path enters its state — which
 * the system refuses. Here a new registration replaces the old one, as the stop and start between
 * them would at run time; replays run real actors and are untouched.
 */
function searchable(machine: AnyStateMachine): AnyStateMachine {
  const tolerant = (scope: { system: AnyActorRef['system'] }) => {
    const system = scope.system as ActorSystem;
    if (reRegistering.has(system)) return;
    reRegistering.add(system);
    const set = system._set.bind(system);
    system._set = (systemId, actor) => {
      const previous = system.get(systemId);
      if (previous && previous !== actor) system._unregister(previous);
      set(systemId, actor);
    };
  };
  return Object.create(machine, {
    transition: {
      value: (snapshot: AnyMachineSnapshot, event: EventObject, scope: { system: AnyActorRef['system'] }) => {
        tolerant(scope);
        return machine.transition(snapshot, event, scope as never);
      },
    },
    getInitialSnapshot: {
      value: (scope: { system: AnyActorRef['system'] }, input: unknown) => {
        tolerant(scope);
        return machine.getInitialSnapshot(scope as never, input);
      },
    },
  }) as AnyStateMachine;
}

function generatePaths<TMachine extends AnyStateMachine>(
  config: ModelConfig<TMachine>,
  chart: AnyStateMachine,
): ModelPath[] {
  const machine = searchable(chart);
  const serialize = (config.serialize ?? ((s: AnyMachineSnapshot) => s.context)) as (s: AnyMachineSnapshot) => unknown;
  const table = config.events as Record<string, unknown>;
  const inputs: readonly unknown[] = config.inputs ?? [config.input];
  const universe = transitionUniverse(machine);
  const covered = new Set<unknown>();
  const reached = new Set<string>();
  const paths: ModelPath[] = [];
  for (const [inputIndex, input] of inputs.entries()) {
    const traversal: Traversal = {
      input,
      events: (snapshot) => eventsFor(table, snapshot, config.name),
      serializeState: (snapshot) => keyOf(snapshot, serialize),
      serializeEvent,
      limit: config.limit ?? 100_000,
    };
    const shortest: GraphPath[] = getShortestPaths(machine, traversal);
    const simple: GraphPath[] = config.simplePaths ? getSimplePaths(machine, traversal) : [];
    const predict = transitionPredictor(machine);
    const completing = transitionCompletingPaths(
      predict,
      traversal,
      shortest,
      [...shortest, ...simple],
      universe,
      covered,
    );
    const takenBy = (path: GraphPath, i: number): string[] => {
      const from = path.steps[i - 1]?.state;
      const step = path.steps[i];
      if (!from || !step) return [];
      return predict(from, step.event).taken.flatMap((t) => universe.get(t) ?? []);
    };
    // Every simple path asked for is walked; of the rest, only those that cover something new.
    const found = [...coveringPaths(predict, [...shortest, ...completing], universe, reached), ...simple].map(
      (path) => ({
        name: inputs.length > 1 ? `input ${inputIndex + 1}` : '',
        input,
        description: path.steps
          .slice(1)
          .map((step) => describeEvent(step.event))
          .join(' › '),
        steps: path.steps.map((step, i) => ({
          event: step.event,
          states: activeLeaves(step.state),
          key: keyOf(step.state, serialize),
          transitions: takenBy(path, i),
        })),
      }),
    );
    const unique = [
      ...new Map(found.map((path) => [path.steps.map((s) => serializeEvent(s.event)).join('\n'), path])).values(),
    ];
    paths.push(...withoutPrefixes(unique));
  }
  return paths.map((path, index) => ({
    ...path,
    name: `#${index + 1}${path.name ? ` (${path.name})` : ''} → ${path.steps.at(-1)?.states.join(' + ') ?? ''} (${path.steps.length - 1} steps)`,
  }));
}

function describeEvent(event: EventObject): string {
  const { type, ...payload } = event;
  const short = type
    .replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1')
    .replace(/^xstate\.(done|error)\.actor\./, '$1:');
  const details = Object.keys(payload).length ? ` ${serializeEvent(payload as EventObject).slice(0, 80)}` : '';
  return `${short}${details}`;
}

/** The chart's paths as data (the same ones `testModel` replays). */
export function pathsOf<TMachine extends AnyStateMachine>(config: ModelConfig<TMachine>): ModelPath[] {
  return generatePaths(config, withFakes(config));
}

export function createModel<TMachine extends AnyStateMachine>(config: ModelConfig<TMachine>): ChartModel {
  const machine = withFakes(config);
  const serialize = (config.serialize ?? ((s: AnyMachineSnapshot) => s.context)) as (s: AnyMachineSnapshot) => unknown;
  const checks = config.checks as Record<string, Check<AnyStateMachine>>;
  const transitions = transitionUniverse(machine);
  const states = stateUniverse(machine);
  const paths = generatePaths(config, machine);

  async function replay(path: ModelPath): Promise<ReplayResult> {
    const result: ReplayResult = { states: new Set(), transitions: new Set(), checkedLeaves: new Set() };
    const clock = new ModelClock();
    replayClock = clock;
    let root: AnyActorRef | undefined;
    let effects: Effect[] = [];
    const deliveredToRoot: EventObject[] = [];
    const actor = createActor(machine, {
      clock,
      input: path.input,
      inspect: (inspection) => {
        const isRoot = inspection.actorRef === root || (root === undefined && logicOf(inspection.actorRef) === machine);
        if (!isRoot) return;
        if (inspection.type === '@xstate.microstep') {
          for (const node of (inspection.snapshot as AnyMachineSnapshot)._nodes as AnyStateNode[]) {
            if (node.path.length > 0) result.states.add(pathOf(node));
          }
          for (const t of (inspection as unknown as { _transitions: unknown[] })._transitions) {
            const name = transitions.get(t);
            if (name) result.transitions.add(name);
          }
        } else if (inspection.type === '@xstate.action') {
          effects.push({ type: inspection.action.type, params: inspection.action.params });
        } else if (inspection.type === '@xstate.event') {
          deliveredToRoot.push(inspection.event);
        }
      },
    });
    root = actor;
    actor.start();
    const callsOf = () => startedFakes.get(actor.system) ?? [];
    let at = 0;
    let previous: AnyMachineSnapshot | undefined;

    try {
      for (const [index, step] of path.steps.entries()) {
        at = index;
        const callsBefore = callsOf().length;
        const timeBefore = clock.now();
        if (index > 0) {
          effects = [];
          deliver(actor, clock, step.event, deliveredToRoot);
        }
        const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
        for (const node of snapshot._nodes as AnyStateNode[]) {
          if (node.path.length > 0) result.states.add(pathOf(node));
        }
        const actual = keyOf(snapshot, serialize);
        if (actual !== step.key) {
          throw new Error(`the real actor is in\n    ${actual}\n  but the model expected\n    ${step.key}`);
        }
        const calls = callsOf();
        const context: Replay = {
          step: { index, event: step.event },
          now: clock.now(),
          elapsed: clock.now() - timeBefore,
          previous,
          running: (id) => {
            const child = (snapshot.children as Record<string, AnyActorRef | undefined>)[id];
            if (!isFake(child) || child.getSnapshot().status !== 'active') return undefined;
            const fake = child.getSnapshot() as FakeSnapshot;
            return { id, src: fake.context.src, input: fake.context.input };
          },
          calls,
          callsInStep: calls.slice(callsBefore),
          effects,
          received: (id) => {
            const child = (snapshot.children as Record<string, AnyActorRef | undefined>)[id];
            return isFake(child) ? (child.getSnapshot() as FakeSnapshot).context.received : [];
          },
        };
        for (const leaf of activeLeaves(snapshot)) {
          const check = checks[leaf];
          if (!check) throw new Error(`the state '${leaf}' has no check in the checks table`);
          check(snapshot, context);
          result.checkedLeaves.add(leaf);
        }
        previous = snapshot;
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const step = path.steps[at];
      throw new Error(
        `${config.name} path ${path.name}\n  events: ${path.description || '(none)'}\n` +
          `  failed at step ${at} (${step ? describeEvent(step.event) : '?'}): ${message}`,
        { cause: error },
      );
    } finally {
      actor.stop();
    }
    return result;
  }

  function coverage(results: readonly ReplayResult[]): CoverageReport {
    const reachedStates = new Set(results.flatMap((r) => [...r.states]));
    const takenTransitions = new Set(results.flatMap((r) => [...r.transitions]));
    const checked = new Set(results.flatMap((r) => [...r.checkedLeaves]));
    const allTransitions = [...new Set(transitions.values())];
    const missingStates = states.filter((state) => !reachedStates.has(state));
    const missingTransitions = allTransitions.filter((t) => !takenTransitions.has(t));
    const leaves = paths.flatMap((path) => path.steps.flatMap((step) => step.states));
    const uncheckedStates = [...new Set(leaves)].filter((leaf) => !checked.has(leaf) && !checks[leaf]).sort();
    const percent = (covered: number, total: number) => (total === 0 ? 100 : Math.floor((covered / total) * 100));
    const coveredStates = states.length - missingStates.length;
    const coveredTransitions = allTransitions.length - missingTransitions.length;
    return {
      name: config.name,
      paths: paths.length,
      states: { covered: coveredStates, total: states.length, missing: missingStates },
      transitions: { covered: coveredTransitions, total: allTransitions.length, missing: missingTransitions },
      uncheckedStates,
      summary:
        `${config.name}: states ${coveredStates}/${states.length} (${percent(coveredStates, states.length)}%), ` +
        `transitions ${coveredTransitions}/${allTransitions.length} (${percent(coveredTransitions, allTransitions.length)}%), ` +
        `paths ${paths.length}`,
    };
  }

  return { name: config.name, paths, replay, coverage };
}

/** Delivers one path step to the real actor the way the world would (see the file comment). */
function deliver(actor: AnyActorRef, clock: ModelClock, event: EventObject, deliveredToRoot: EventObject[]): void {
  const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (actorEvent) {
    const [, outcome, id = ''] = actorEvent;
    const child = (actor.getSnapshot() as AnyMachineSnapshot).children[id] as AnyActorRef | undefined;
    if (!isFake(child) || child.getSnapshot().status !== 'active') {
      throw new Error(`step '${event.type}': no injected actor with id '${id}' is running`);
    }
    if (outcome === 'done') child.send({ type: FAKE_RESOLVE, output: (event as { output?: unknown }).output });
    else child.send({ type: FAKE_REJECT, error: (event as { error?: unknown }).error });
    return;
  }
  if (event.type.startsWith('xstate.after.')) {
    const start = deliveredToRoot.length;
    for (;;) {
      if (!clock.advanceToNextTimer()) throw new Error(`step '${event.type}': no timer is pending`);
      const fired = deliveredToRoot.slice(start);
      if (fired.some((e) => e.type === event.type)) {
        const before = fired.findIndex((e) => e.type === event.type);
        if (before > 0) {
          throw new Error(`step '${event.type}': '${fired[0]?.type}' reached the machine first (at ${clock.now()} ms)`);
        }
        return;
      }
      if (fired.length > 0) {
        throw new Error(`step '${event.type}': '${fired[0]?.type}' reached the machine first (at ${clock.now()} ms)`);
      }
    }
  }
  actor.send(event);
}

/** The most paths a chart may replay per transition definition (simple paths included). */
export const MAX_PATHS_PER_TRANSITION = 5;

/**
 * Registers the chart's model tests with vitest: one test per path, then a coverage test that
 * prints the summary line and fails below 100 % or when a reached leaf state has no check.
 */
export function testModel<TMachine extends AnyStateMachine>(config: ModelConfig<TMachine>): void {
  const model = createModel(config);
  const results = new Map<number, ReplayResult>();
  describe(`${config.name} model`, () => {
    it.each(model.paths.map((path, index) => ({ path, index })))('$path.name', async ({ path, index }) => {
      results.set(index, await model.replay(path));
    });
    it(`${config.name} covers every state and transition`, async () => {
      const failures: string[] = [];
      for (const [index, path] of model.paths.entries()) {
        if (results.has(index)) continue;
        try {
          results.set(index, await model.replay(path));
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }
      const report = model.coverage([...results.values()]);
      console.log(report.summary);
      expect(failures, 'paths that failed').toEqual([]);
      expect(report.uncheckedStates, 'reached states without a check').toEqual([]);
      expect(report.states.missing, 'states never reached').toEqual([]);
      expect(report.transitions.missing, 'transitions never taken').toEqual([]);
      // Paths proportional to the chart, not to its context (docs/architecture.md, Tests).
      expect(report.paths, 'paths').toBeLessThanOrEqual(MAX_PATHS_PER_TRANSITION * report.transitions.total);
    });
  });
}
