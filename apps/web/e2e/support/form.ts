import { expect, type Page } from '@playwright/test';
import { REDIRECT_AFTER_SAVE_MS } from '@backoffice/domain/constants';
import { saoPauloParts } from '@backoffice/domain/fortnight';

/** Chooses `option` in the select labelled `label`. */
export async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * 'next' when `day` of the month the pickers open on is not at least a day ahead. The pickers open on
 * São Paulo's month, which for three hours a day is not the runner's (UTC) date: on the 1st at
 * 01:00 UTC they still show the month before, on its last day.
 */
export function monthWithDayAhead(day: number): 'next' | undefined {
  return saoPauloParts(new Date()).day >= day - 1 ? 'next' : undefined;
}

/**
 * Picks a day of the month the DateTimeField labelled `label` opens on (or of the month before
 * or after it) and a time, then confirms.
 */
export async function pickDate(page: Page, label: string, day: number, time: string, { month }: { month?: 'previous' | 'next' } = {}) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const dropdown = page.locator('.mantine-Popover-dropdown').filter({ has: page.locator('.mantine-DateTimePicker-day') });
  if (month) await dropdown.locator(`button[data-direction="${month}"]`).click();
  await dropdown.locator('.mantine-DateTimePicker-day:not([data-outside])').getByText(String(day), { exact: true }).click();
  const [hours, minutes] = time.split(':');
  await dropdown.getByLabel('Horas').fill(hours);
  await dropdown.getByLabel('Minutos').fill(minutes);
  await dropdown.getByRole('button', { name: 'Confirmar data' }).click();
  await expect(dropdown).toBeHidden();
}

/** 'Salvo com sucesso!', then the 2 s after which a saved form moves on, passed at once on the page's clock. */
export async function expectSaved(page: Page) {
  await expect(page.getByText('Salvo com sucesso!')).toBeVisible();
  await page.clock.runFor(REDIRECT_AFTER_SAVE_MS);
}
