import { defineConfig } from '@playwright/test';
import { E2E_WORKERS } from './support/server.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // A server and a database per worker (support/server.ts); a file's journeys go one after the other.
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../../test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Dialogs and menus open without their fade, so axe never measures a half-transparent frame.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
