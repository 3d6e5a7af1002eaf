import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CHATS_TAB_GROUPS } from './scripts/build/chunkGroups.ts';
import { compiledMessages } from './scripts/build/compiledMessages.ts';
import { FIRST_SCREEN_GROUPS, FIRST_SCREEN_INPUT, firstScreenGraph } from './scripts/build/firstScreenGroups.ts';
import { precompress } from './scripts/build/precompress.ts';
import { webManifests } from './scripts/build/webManifests.ts';

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
  plugins: [
    react(),
    compiledMessages(),
    // The module graph the first screens' chunk groups read (scripts/build/firstScreenGroups.ts).
    firstScreenGraph(),
    // Each brand's manifest and icons under /pwa/<brand>/ (docs/pwa.md).
    webManifests(),
    // The service worker (Workbox): precaches the start chunk, the shell and the app's code so the
    // app opens offline; a new version waits for the person's Reload (src/machines/appUpdate).
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      // Registered by src/services/pwa/serviceWorkerLink.ts after the first paint, not by a script tag.
      injectRegister: false,
      // One manifest per brand, written by webManifests() and linked by src/main.tsx.
      manifest: false,
      filename: 'sw.js',
      workbox: {
        // The code, styles, the page and the brands' manifests and icons; never source maps or
        // the .br/.gz copies (the worker fetches through the server, which picks the encoding).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Picture codecs (1.4 MB): attaching a picture needs the server anyway.
        globIgnores: ['**/heic2any-*.js', '**/browser-image-compression-*.js'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // Any page path opens the app (spec 1 §2: /frontpage, /applist); the server's own paths never.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/(?:web|data|sandbox|media|receipts|payPages|guide|webchat|docs|api)(?:\/|$)/],
        cleanupOutdatedCaches: true,
        // Never a silent swap mid-session: a new version waits for the person's Reload.
        skipWaiting: false,
        clientsClaim: false,
      },
    }),
    precompress(),
  ],
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
      // The page, and the login view as an entry of its own (scripts/build/firstScreenGroups.ts).
      input: FIRST_SCREEN_INPUT,
      output: {
        codeSplitting: {
          groups: [
            // The start chunk, and the login view's own code apart from it, which jiema's first
            // screen (its front page) does not fetch (scripts/build/firstScreenGroups.ts).
            ...FIRST_SCREEN_GROUPS,
            // Fluent's MessageBar (the connection notice, the login's notices, the snackbars), fetched
            // when one first shows: the bundler cut it into four small files by which lazy views
            // share them; one file is 2 KB less brotli (docs/delivery.md). Only its own modules: the
            // icons it shares with the main view (a module holds many icons) stay apart, or the
            // chats tab would fetch the bar with them.
            { name: 'messageBar', test: /@fluentui[\\/]react-message-bar/, includeDependenciesRecursively: false },
            // What the chats tab fetches at login, in a few files (scripts/build/chunkGroups.ts).
            ...CHATS_TAB_GROUPS,
          ],
        },
      },
    },
  },
});
