import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compiledMessages } from './scripts/build/compiledMessages.ts';

export default defineConfig({
  // compiledMessages: the app's per-language message chunks resolve in tests as in the build.
  plugins: [react(), compiledMessages()],
  test: {
    // Measured on the 2-core CI machine (docs/testing.md): a fresh jsdom and a fresh module graph
    // per file cost more than the tests themselves (unit: 85 s of CPU isolated, 13 s shared), and
    // vitest's default of cores − 1 runs one file at a time there, while the server files mostly
    // wait on their database. Test files share nothing they rely on: each server file starts its
    // own server, views unmount after each test, charts are created per test.
    isolate: false,
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/sharedWorker.ts', 'tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          include: ['tests/model/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/sharedWorker.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/sharedWorker.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
