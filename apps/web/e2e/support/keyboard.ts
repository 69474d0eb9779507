import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (from wherever focus is) until `target` has the focus, as a keyboard user would;
 * fails if it is not reached within `limit` presses, i.e. it is not in the tab order.
 */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  await expect(target, `not reachable with ${limit} presses of Tab`).toBeFocused();
}
