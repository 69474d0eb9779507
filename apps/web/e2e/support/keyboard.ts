import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (from wherever focus is) until `target` has the focus, as a keyboard user would;
 * fails if it is not reached within `limit` presses, i.e. it is not in the tab order.
 * `key` 'Shift+Tab' goes backwards (to a bar above what has the focus).
 */
export async function tabTo(page: Page, target: Locator, limit = 80, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  await expect(target, `not reachable with ${limit} presses of Tab`).toBeFocused();
}
