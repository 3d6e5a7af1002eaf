import type { ModelPath, ModelStep } from '../../support/model.ts';

/**
 * What a path's steps take: each move between leaf-state sets, e.g.
 * `form.captcha.none --login.submit--> requestingCode`, and each transition definition by name
 * (source, event, guard, targets), so two guarded branches of one event between the same states
 * (a plan change made now or from the next cycle) count as two.
 */
function transitionsOf(path: ModelPath): string[] {
  return path.steps.slice(1).flatMap((step, i) => {
    const from = path.steps[i]?.states.join('+') ?? '';
    return [`${from} --${step.event.type}--> ${step.states.join('+')}`, ...step.transitions];
  });
}

/**
 * The fewest paths (greedy set cover) that still take every state-to-state move and every
 * transition definition the generated paths take. A browser test costs seconds, so the e2e suite
 * replays this subset; the model test replays every path.
 */
export function coveringPaths(paths: readonly ModelPath[]): ModelPath[] {
  const candidates = paths.map((path) => ({ path, transitions: new Set(transitionsOf(path)) }));
  const uncovered = new Set(candidates.flatMap((c) => [...c.transitions]));
  const chosen: ModelPath[] = [];
  while (uncovered.size > 0) {
    let best = candidates[0];
    let bestGain = -1;
    for (const candidate of candidates) {
      let gain = 0;
      for (const t of candidate.transitions) if (uncovered.has(t)) gain += 1;
      // Prefer more new transitions, then the shorter path.
      if (gain > bestGain || (gain === bestGain && best && candidate.path.steps.length < best.path.steps.length)) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best || bestGain <= 0) break;
    chosen.push(best.path);
    for (const t of best.transitions) uncovered.delete(t);
  }
  return chosen;
}

/**
 * A state the chart leaves as soon as the server answers (the next step is an actor's done event):
 * the screen cannot be asked there.
 */
export function isTransient(next: ModelStep | undefined): boolean {
  return next?.event.type.startsWith('xstate.done.actor.') ?? false;
}
