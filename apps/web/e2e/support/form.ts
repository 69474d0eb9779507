import type { Page } from '@playwright/test';

/** Chooses `option` in the select labelled `label`. */
export async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
