import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CHATS_TAB_GROUPS } from './scripts/build/chunkGroups.ts';
import { compiledMessages } from './scripts/build/compiledMessages.ts';
import { precompress } from './scripts/build/precompress.ts';

/**
 * The SPA. In development (`npm run dev`) Vite proxies the API, the socket and the static data to
 * the reference server; in production the server serves the built `dist/` itself, using the `.br`
 * and `.gz` copies the build writes beside each text file.
 */
const server = process.env.API_PROXY ?? 'http://localhost:8080';
/**
 * The proxy keeps the Host the page was loaded from (`changeOrigin: false`), so the server sees
 * the dev page as its own origin and its origin allow-list (server/http/origins.ts) lets it in.
 */
const proxied = { target: server, changeOrigin: false };

export default defineConfig({
  plugins: [react(), compiledMessages(), precompress()],
  resolve: {
    // Messages arrive precompiled (compiledMessages), so react-intl never needs the ICU parser.
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/web': proxied,
      '/data': proxied,
      '/sandbox': proxied,
      '/media': proxied,
      // Payment receipts and the style of the payment pages (docs/payments.md).
      '/receipts': proxied,
      '/payPages': proxied,
      // The developer guide pages (docs/developer-api.md).
      '/guide': proxied,
      '/webchat': { ...proxied, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically — what the login screen runs — is one chunk:
          // left alone, the bundler splits it into ~20 files by which lazy chunks share them,
          // and each file compresses on its own (13 KB more brotli for the same code; docs/delivery.md).
          groups: [
            { name: 'start', tags: ['$initial'] },
            // Fluent's MessageBar (the connection notice, the login's notices, the snackbar): the
            // bundler cut it into four small files by which lazy views share them; one file is
            // 2 KB less brotli on the chats tab (docs/delivery.md).
            { name: 'messageBar', test: /@fluentui[\\/]react-message-bar/ },
            // What the chats tab fetches at login, in a few files (scripts/build/chunkGroups.ts).
            ...CHATS_TAB_GROUPS,
          ],
        },
      },
    },
  },
});
