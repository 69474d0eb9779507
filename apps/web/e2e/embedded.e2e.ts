import { expect, test } from './support/test.ts';
import { expectSaved } from './support/form.ts';
import { ADMIN } from './support/server.ts';
import { login, menu } from './support/session.ts';
import { row, search } from './support/list.ts';

// The embedded database `npm start` uses (PGlite), in one short journey: CI runs every other
// journey on PostgreSQL and this one on both (scripts/test.mjs).
test('on the embedded database: log in, open a list of the demo data, save a form and find it', async ({ page }) => {
  await login(page, ADMIN.login, ADMIN.password);
  await menu(page).getByRole('link', { name: 'Perfis Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Perfis Admin' })).toBeVisible();
  await expect(row(page, 'Marketing')).toHaveCount(1);

  const name = `Ramo embarcado ${Date.now()}`;
  await menu(page).getByRole('link', { name: 'Ramos de atuação' }).click();
  await page.getByRole('link', { name: 'Novo ramo de atuação' }).click();
  await page.getByLabel('Nome').fill(name);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Branch$/);
  await search(page, name);
  await expect(row(page, name)).toHaveCount(1);
});
