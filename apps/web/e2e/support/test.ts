import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Every journey's page runs on Playwright's installed clock: time flows as usual, and the spec's
 * fixed delays (the 2 s before a saved form leaves, a toast's 3 s, a report's 30 s check) are
 * passed at once with `page.clock.runFor` instead of being waited out.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.clock.install();
    await use(page);
  },
});
