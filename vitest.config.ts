import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One runner for every unit, API and component test. Two cores: keep the pool small so the
// PGlite-backed API tests (each file opens its own database) do not starve each other.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        // One graphql copy: Vite would load index.mjs while Mercurius (loaded by Node) gets
        // index.js, and their classes fail each other's instanceof checks.
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/domain/src/**/*.test.ts'],
          // The migrated, seeded database each API test file starts from, built once per run.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Server files share no module state worth isolating (no mocks, each builds its own app):
          // importing Fastify, Mercurius, Drizzle and PGlite once per worker instead of once per file.
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Importing React and Mantine once per worker instead of once per file (53 s of 83 s);
          // setup.ts puts back what one test may leave behind for the next file.
          isolate: false,
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // The SPA's build, as the browser gets it: the byte budgets of each route.
        test: { name: 'bundle', include: ['apps/web/scripts/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 120_000 },
      },
    ],
    maxWorkers: 2,
  },
});
