/**
 * Model-based test of the app-update chart (issue 24 item 1): a new version shows the notice and
 * takes over only after the person's Reload; every path replayed on a real actor with a fake worker.
 */
import { expect } from 'vitest';
import { appUpdateMachine } from '../../src/machines/shell/appUpdate/appUpdate.machine.ts';
import { selectAppUpdateView } from '../../src/machines/shell/appUpdate/toView.ts';
import { type Checks, testModel } from '../support/model.ts';

const checks = {
  waiting: (snapshot, replay) => {
    expect(selectAppUpdateView(snapshot)).toBe('hidden');
    expect(replay.running('worker')).toBeDefined();
  },
  updateReady: (snapshot, replay) => {
    expect(selectAppUpdateView(snapshot)).toBe('ready');
    // Never a silent swap: nothing asked the worker to take over, nothing reloaded.
    expect(replay.received('worker')).toEqual([]);
    expect(replay.effects.some((effect) => effect.type === 'reloadPage')).toBe(false);
  },
  postponed: (snapshot, replay) => {
    expect(selectAppUpdateView(snapshot)).toBe('hidden');
    expect(replay.effects.some((effect) => effect.type === 'reloadPage')).toBe(false);
  },
  reloading: (snapshot, replay) => {
    expect(selectAppUpdateView(snapshot)).toBe('reloading');
    const { type } = replay.step.event;
    // Entering asks the waiting worker to take over; the page reloads only once it controls the page.
    expect(replay.received('worker')).toContainEqual({ type: 'worker.activate' });
    expect(replay.effects.some((effect) => effect.type === 'reloadPage')).toBe(type === 'worker.controlling');
  },
} satisfies Checks<typeof appUpdateMachine>;

testModel({
  name: 'appUpdate',
  machine: appUpdateMachine,
  events: {
    'worker.updateWaiting': {},
    'worker.controlling': {},
    'update.reload': {},
    'update.later': {},
  },
  simplePaths: true,
  checks,
});
