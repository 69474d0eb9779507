import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { tabTo } from './support/keyboard.ts';
import { asAdmin, menu } from './support/session.ts';

/**
 * A narrow window (a small laptop, a tablet): below 992 px the side menu hides behind a burger
 * button, so the screens keep the whole width, and a table wider than its frame scrolls inside
 * the frame with its actions within reach.
 */
test.use({ viewport: { width: 800, height: 900 } });

const burger = (page: Page) => page.getByRole('button', { name: 'Abrir menu' });

/** Brought into view as a user would (scrolling the page or the table's own frame), then seen whole. */
async function expectReachable(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeInViewport({ ratio: 1 });
}

/** Nothing wider than the window: only a table's own frame may scroll sideways. */
async function expectNoPageScrollSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
}

test('at 800 px the menu opens from a burger by keyboard, and a list and a form keep their actions in reach', async ({ page }) => {
  await asAdmin(page);

  // The menu is folded away, and out of the tab order while folded.
  await expect(burger(page)).toBeVisible();
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(menu(page).getByRole('link', { name: 'Usuários', exact: true })).not.toBeInViewport();
  await expect(menu(page)).toHaveAttribute('inert', '');
  await expectNoAxeViolations(page);

  // Opened with the keyboard; it closes once a screen is chosen.
  await tabTo(page, burger(page), 10);
  await page.keyboard.press('Enter');
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
  const users = menu(page).getByRole('link', { name: 'Usuários', exact: true });
  await expect(users).toBeInViewport();
  await expectNoAxeViolations(page);
  await tabTo(page, users, 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/User$/);
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(users).not.toBeInViewport();

  // The list: every action of a row can be seen and reached.
  const row = page.locator('tbody tr').first();
  await expect(row).toBeVisible();
  await expectReachable(row.getByRole('link', { name: 'Editar' }));
  await expectReachable(row.getByRole('link', { name: 'Segmentações do usuário' }));
  await expectReachable(row.getByRole('button', { name: 'Acessar como este usuário' }));
  await expectNoPageScrollSideways(page);
  await expectNoAxeViolations(page);

  // A form: its fields and its button fit the window.
  await row.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/#\/User-edit\/\d+$/);
  await expect(page.getByLabel('Nome')).not.toHaveValue('');
  await expectReachable(page.getByRole('button', { name: 'Salvar' }));
  await expectNoPageScrollSideways(page);
  await expectNoAxeViolations(page);
});
