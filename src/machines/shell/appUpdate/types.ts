import type { WorkerCommand, WorkerReport } from '../../../services/pwa/workerMessages.ts';

export type { WorkerCommand, WorkerReport };

/** What the person does with the notice. */
export type AppUpdateUserEvent = { type: 'update.reload' } | { type: 'update.later' };

export type AppUpdateEvent = WorkerReport | AppUpdateUserEvent;
