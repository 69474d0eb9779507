import { expect, type Page } from '@playwright/test';

/** A table row containing `text` anywhere. */
export function row(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text });
}

/** The table row with a cell reading exactly `title`. */
export function rowTitled(page: Page, title: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });
}

/**
 * Types in a ListPage's search box and waits for the list state to reach the URL, then for the
 * rows of that search: until they arrive the previous rows stay on screen, marked aria-busy.
 */
export async function search(page: Page, term: string) {
  await page.getByLabel('Buscar').fill(term);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(term).replace(/%20/g, '(\\+|%20)')}`));
  await expect(page.locator('[aria-busy="true"]:not(button)')).toHaveCount(0);
}
