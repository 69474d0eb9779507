import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentStyles } from './mantine-styles-plugin.ts';

export default defineConfig({
  plugins: [react(), mantineComponentStyles()],
  // ws: the moderation screen's subscriptions go over WebSocket on the same path.
  server: { proxy: { '/api': { target: 'http://localhost:3000', ws: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    // What opens on a click (the global search, a list's bulk bar) loads then:
    // listing its dozens of chunks for preloading would cost every screen that offers it their
    // hashed names (about 20 bytes each, which do not compress) for a fetch it may never make.
    modulePreload: {
      resolveDependencies: (filename, deps) => (/(search-palette|selection-bar)-/.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the first screen runs, in one file beside the entry rather than a dozen small
            // shared chunks: each response costs its headers and a round trip.
            { name: 'first-screen', tags: ['$initial'], priority: 2 },
            // zod and the domain schemas built with it, which the first screen does without (the login
            // loads its schema on first use): one chunk for every form, not a small one per schema file.
            { name: 'validation', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]domain[\\/]src[\\/]schemas[\\/]/, priority: 1 },
            // The error toasts (notify.ts, which takes along Mantine's notification store and the icon
            // helpers), that the query client loads on the first failure: one chunk, not three.
            { name: 'notify', test: /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]notify\.ts$/, priority: 1 },
          ],
        },
      },
    },
  },
});
