/**
 * Set-up of every test file: the files of a project share one worker and its module graph
 * (`isolate: false` in vitest.config.ts, docs/testing.md), so whatever a file changes globally is
 * put back when it ends, and the next file starts as it would in a worker of its own.
 */
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
