import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compiledMessages } from './scripts/build/compiledMessages.ts';

export default defineConfig({
  // compiledMessages: the app's per-language message chunks resolve in tests as in the build.
  plugins: [react(), compiledMessages()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      { extends: true, test: { name: 'model', include: ['tests/model/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
