import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectSaved } from './support/form.ts';
import { asAdmin, menu } from './support/session.ts';
import { gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { rowTitled } from './support/list.ts';

const PDF = (note: string) => Buffer.from(`%PDF-1.4\n% ${note}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** The categories multi-select of the asset form. */
function categories(page: Page) {
  return page.locator('.mantine-MultiSelect-root').filter({ has: page.locator('label', { hasText: 'Categorias' }) });
}

async function createCategory(page: Page, title: string): Promise<number> {
  const data = await gql(page, 'dam', 'mutation ($input: CategoryInput!) { createOrUpdateCategory(input: $input) { id } }', {
    input: { title, active: 1, ordernum: 0 },
  });
  return data.createOrUpdateCategory.id;
}

test('upload a digital content, edit it, replace its file and delete it', async ({ page }) => {
  const stamp = Date.now();
  const fileTitle = `Manual E2E ${stamp}`;
  const title = `Conteúdo E2E ${stamp}`;
  const categoryTitle = `Categoria E2E ${stamp}`;
  await asAdmin(page);
  await createCategory(page, categoryTitle);

  await menu(page).getByRole('link', { name: 'Conteúdos digitais' }).click();
  await expect(page).toHaveURL(/#\/Dam\/Media$/);
  await expect(page.getByRole('heading', { name: 'Conteúdo Digital' })).toBeVisible();

  // Upload: the file is required; the new content's edit screen opens with the file name as title.
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page).toHaveURL(/#\/Dam-new\/Media$/);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('O campo arquivo é obrigatório!')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator('input[type=file]').setInputFiles({ name: `${fileTitle}.pdf`, mimeType: 'application/pdf', buffer: PDF('v1') });
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/#\/dam-edit\/Media\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByLabel('Título')).toHaveValue(fileTitle);
  await expect(page.getByRole('link', { name: `${fileTitle}.pdf` })).toBeVisible();
  await expectNoAxeViolations(page);

  // Edit: the domain schema's messages, then a valid save that returns to the list.
  await page.getByLabel('Título').fill('');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O campo título é obrigatório!')).toBeVisible();
  await expect(page.getByLabel('Título')).toBeFocused();
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Link').fill('não é link');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Informe um link (URL) válido.')).toBeVisible();
  await page.getByLabel('Link').fill('https://exemplo.com/manual');
  await page.getByLabel('Exibir fora das trilhas').uncheck();

  // Categories link at once.
  const linked = page.waitForResponse((r) => r.url().endsWith('/api/v1/dam/graphql') && (r.request().postData() ?? '').includes('createCategoryHasAsset'));
  await categories(page).locator('input:not([type="hidden"])').click();
  await page.getByRole('option', { name: categoryTitle }).click();
  expect((await (await linked).json()).errors).toBeUndefined();
  await expect(categories(page).locator('.mantine-Pill-root').filter({ hasText: categoryTitle })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Dam\/Media$/);

  await page.getByLabel('Buscar').fill(title);
  await expect(rowTitled(page, title)).toHaveCount(1);
  for (const header of ['ID', 'Título', 'Ativo', 'Publicação']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const row = rowTitled(page, title);
  // No trail holds it: the linked-trails action is disabled.
  await expect(row.getByRole('button', { name: 'Trilhas vinculadas' })).toBeDisabled();
  await expect(row.getByRole('link', { name: 'Segmentar' })).toHaveAttribute('href', `#/segmentation/Media/${id}`);
  await expectNoAxeViolations(page);

  // The confirmation, then Cancelar: nothing is deleted. (A category's link goes with the asset
  // when it is deleted; only a trail item holds it, see asset-api.test.ts.)
  await row.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Atenção!')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(rowTitled(page, title)).toHaveCount(1);

  // Replace the file: same record, the edit screen shows the new file; the saved fields stay.
  await row.getByRole('link', { name: 'Substituir arquivo' }).click();
  await expect(page).toHaveURL(new RegExp(`#/dam-edit-file/Media/${id}$`));
  await expect(page.getByRole('link', { name: `${fileTitle}.pdf` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator('input[type=file]').setInputFiles({ name: 'versao-2.pdf', mimeType: 'application/pdf', buffer: PDF('v2') });
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(new RegExp(`#/dam-edit/Media/${id}$`));
  await expect(page.getByRole('link', { name: 'versao-2.pdf' })).toBeVisible();
  await expect(page.getByLabel('Título')).toHaveValue(title);
  await expect(page.getByLabel('Link')).toHaveValue('https://exemplo.com/manual');
  await expect(page.getByLabel('Exibir fora das trilhas')).not.toBeChecked();

  // Deleted while a category still links it: the link goes with it.
  await expect(categories(page).locator('.mantine-Pill-root').filter({ hasText: categoryTitle })).toBeVisible();
  await page.goto(`/#/Dam/Media?search=${encodeURIComponent(title)}`);
  await rowTitled(page, title).getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(page.getByText('Exclusão concluída com sucesso!')).toBeVisible();
  await expect(rowTitled(page, title)).toHaveCount(0);
});
