/**
 * The app's own updates (issue 24 item 1). The service worker (Workbox, through the injected
 * `worker` actor) installs a new version in the background; this chart decides what the person
 * sees: a new version never swaps in silently mid-session — 'A new version is ready — Reload'
 * shows, and only their Reload lets the waiting worker take over and reloads the page.
 *
 * Started by the composition root after the first paint (src/main.tsx), outside the login
 * screen's JavaScript budget; the notice is `src/ui/overlays/AppUpdateNotice.tsx`.
 */
import { fromCallback, sendTo, setup } from 'xstate';
import type { AppUpdateEvent, WorkerCommand } from './types.ts';

/** Placeholder for the injected worker link; failing loudly beats a chart waiting on nobody. */
const workerNotProvided = fromCallback<WorkerCommand>(() => {
  throw new Error('appUpdate: the `worker` actor must be provided (serviceWorkerLink from src/services/pwa)');
});

export const appUpdateMachine = setup({
  types: {
    events: {} as AppUpdateEvent,
  },
  actors: {
    worker: workerNotProvided,
  },
  actions: {
    /** Let the waiting version take over (Workbox's skip-waiting message). */
    activateWaiting: sendTo('worker', { type: 'worker.activate' } satisfies WorkerCommand),
    /** Provided by the root: `location.reload()`, once the new version controls the page. */
    reloadPage: () => {},
  },
}).createMachine({
  id: 'appUpdate',
  description: "The app's own new versions: shown as a notice, taken only when the person chooses Reload.",
  invoke: { id: 'worker', src: 'worker' },
  initial: 'waiting',
  states: {
    waiting: {
      description: 'This version is the newest known; the worker checks for a new one in the background.',
      on: { 'worker.updateWaiting': 'updateReady' },
    },
    updateReady: {
      description:
        "A new version is installed and waiting: 'A new version is ready — Reload' shows. Nothing swaps until the person chooses.",
      on: { 'update.reload': 'reloading', 'update.later': 'postponed' },
    },
    postponed: {
      description:
        'The person chose Later: the notice is hidden; the waiting version takes over on the next visit, or a newer one shows the notice again.',
      on: { 'worker.updateWaiting': 'updateReady' },
    },
    reloading: {
      description: 'The waiting version was asked to take over; the page reloads as soon as it controls the page.',
      entry: 'activateWaiting',
      on: { 'worker.controlling': { actions: 'reloadPage' } },
    },
  },
});

export type AppUpdateMachine = typeof appUpdateMachine;
