/**
 * The service worker's side of the app-update chart (src/machines/appUpdate): registers the
 * worker the build writes (`/sw.js`, Workbox through vite-plugin-pwa: precaches the start chunk
 * and the shell, serves the app offline; docs/pwa.md) and reports what Workbox sees. Loaded after
 * the first paint, so Workbox's window code is not part of the login screen's download.
 */
import { Workbox } from 'workbox-window';
import { fromCallback } from 'xstate';
import type { WorkerCommand, WorkerReport } from './workerMessages.ts';

export const SERVICE_WORKER_URL = '/sw.js';

export const serviceWorkerLink = fromCallback<WorkerCommand>(({ sendBack, receive }) => {
  const workbox = new Workbox(SERVICE_WORKER_URL);
  const report = (event: WorkerReport) => sendBack(event);
  // Also fired at registration when a version installed during an earlier visit still waits.
  workbox.addEventListener('waiting', () => report({ type: 'worker.updateWaiting' }));
  // Only a version that replaced another: the first install takes an empty page, nothing to reload.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) report({ type: 'worker.controlling' });
  });
  receive(() => workbox.messageSkipWaiting());
  // A failed registration (a private window, storage refused) leaves the app as a plain page.
  workbox.register().catch(() => {});
});
