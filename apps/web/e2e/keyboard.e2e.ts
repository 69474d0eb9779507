import { expect, test } from './support/test.ts';
import { asAdmin, menu } from './support/session.ts';
import { tabTo } from './support/keyboard.ts';

test('the menu, row actions, delete dialog and a form work with the keyboard alone', async ({ page }) => {
  await asAdmin(page);

  // Menu: reached and followed with Tab and Enter.
  await tabTo(page, menu(page).getByRole('link', { name: 'Ramos de atuação' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Ramos de atuação' })).toBeVisible();
  const row = page
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: 'Excluir' }) })
    .first();
  await expect(row).toBeVisible();

  // A row action that opens a dialog: focus moves into it, Escape closes it and nothing is deleted.
  await tabTo(page, row.getByRole('button', { name: 'Excluir' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Atenção!')).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await tabTo(page, dialog.getByRole('button', { name: 'Cancelar' }), 5);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // A row action that is a link, then the form it opens: field and save button in the tab order.
  await tabTo(page, row.getByRole('link', { name: 'Editar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/Branch-edit\/\d+$/);
  await expect(page.getByLabel('Nome')).not.toHaveValue('');
  await tabTo(page, page.getByLabel('Nome'));
  await tabTo(page, page.getByRole('button', { name: 'Salvar' }));
  await tabTo(page, page.getByRole('link', { name: 'Voltar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/Branch(\?.*)?$/);
});
