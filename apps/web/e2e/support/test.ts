import { test as base } from '@playwright/test';
import { E2E_BASE_URL } from './server.ts';

export { expect } from '@playwright/test';

/**
 * Every journey's page runs on Playwright's installed clock: time flows as usual, and the spec's
 * fixed delays (the 2 s before a saved form leaves, a toast's 3 s, a report's 30 s check) are
 * passed at once with `page.clock.runFor` instead of being waited out.
 */
export const test = base.extend({
  // Each worker's own server (server.ts). Playwright reads a fixture's dependencies from the
  // pattern of its first parameter, so this one, which has none, must be an empty pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(E2E_BASE_URL);
  },
  page: async ({ page }, use) => {
    await page.clock.install();
    await use(page);
  },
});
