/** What the service worker link reports to the app-update chart (src/machines/appUpdate). */
export type WorkerReport =
  /** A new version is installed and waits for this page to let it take over. */
  | { type: 'worker.updateWaiting' }
  /** The waiting version now controls this page. */
  | { type: 'worker.controlling' };

/** What the chart asks of the worker. */
export type WorkerCommand = { type: 'worker.activate' };
