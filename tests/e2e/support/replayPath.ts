/**
 * Replays one generated path of a chart through the real UI, the way every `*.paths.e2e.ts`
 * suite does: each step performed like a person, each stable state then checked on the screen
 * (a state the chart leaves as soon as the server answers cannot be asked: `isTransient`). The
 * step titles (`perform <event>`, `check <states>`) and the `chart`/`events` annotations are what
 * the QA report shows (`qaReporter.ts`, docs/testing.md). With screens on (`chartScreens.ts`),
 * every checked state's screen is saved for the statechart pages.
 */
import { type Page, test } from '@playwright/test';
import type { ModelPath, ModelStep } from '../../support/model.ts';
import { captureStates } from './chartScreens.ts';
import { isTransient } from './coveringPaths.ts';

export interface PathReplay {
  chart: string;
  page: Page;
  path: ModelPath;
  /** Performs the step's event (never called for the initial step). */
  perform(step: ModelStep, at: number): Promise<void>;
  /** Checks one leaf state of the step on the screen; throws when the screen does not show it. */
  check(state: string, step: ModelStep): Promise<void>;
  /** A stable state the screen cannot be asked in (e.g. a request in flight the UI hides). */
  unchecked?(step: ModelStep): boolean;
}

export async function replayPath({ chart, page, path, perform, check, unchecked }: PathReplay): Promise<void> {
  test
    .info()
    .annotations.push({ type: 'chart', description: chart }, { type: 'events', description: path.description });
  for (const [at, step] of path.steps.entries()) {
    if (at > 0) await test.step(`perform ${step.event.type}`, () => perform(step, at));
    if (isTransient(path.steps[at + 1]) || unchecked?.(step)) continue;
    await test.step(`check ${step.states.join(' + ')}`, async () => {
      for (const state of step.states) await check(state, step);
    });
    await captureStates(page, chart, step.states);
  }
}

/** The screen check of a state from a suite's table; a reached state without one fails by name. */
export function screenCheck<TCheck>(checks: Readonly<Record<string, TCheck | undefined>>, state: string): TCheck {
  const check = checks[state];
  if (!check) throw new Error(`no screen check for ${state}`);
  return check;
}
