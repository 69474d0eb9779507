import { expect, test } from './support/test.ts';
import { expectSaved } from './support/form.ts';
import { asAdmin, menu } from './support/session.ts';
import { gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { rowTitled } from './support/list.ts';
import { PNG_1X1 } from './support/files.ts';

/** The row whose title cell is exactly `title`. */

test('a category with a subcategory, a banner and a linked content', async ({ page }) => {
  const title = `Categoria E2E ${Date.now()}`;
  const subTitle = `Sub E2E ${Date.now()}`;
  await asAdmin(page);
  await menu(page).getByRole('link', { name: 'Categorias' }).click();
  await expect(page.getByRole('heading', { name: 'Categorias' })).toBeVisible();

  await page.getByRole('link', { name: 'Nova categoria' }).click();
  await expect(page).toHaveURL(/#\/Category-new$/);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O campo título é obrigatório!')).toBeVisible();
  await expect(page.getByLabel('Título')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Prioridade').fill('a1');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O campo prioridade deve conter apenas números.')).toBeVisible();
  await page.getByLabel('Prioridade').fill('99');
  await page.getByLabel('Ocultar em trilhas').check();
  // The banner can be chosen before the category exists: it goes up once the create returns the id.
  await page.locator('input[type="file"]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG_1X1 });
  const bannerAfterCreate = page.waitForResponse((r) => r.url().includes('/dam/category_banner'));
  await page.getByRole('button', { name: 'Salvar' }).click();
  expect((await bannerAfterCreate).status()).toBe(200);
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Category$/);
  // Priority 99 puts it at the top of the list.
  await expect(page.getByRole('row').nth(1)).toContainText(title);
  const row = rowTitled(page, title);
  await expect(row.getByRole('cell').nth(3)).toHaveText('99');
  await expectNoAxeViolations(page);

  // Subcategory.
  await row.getByRole('link', { name: 'Subcategorias' }).click();
  await expect(page.getByRole('heading', { name: `Subcategorias de ${title}` })).toBeVisible();
  await expect(page.getByText('(Vazio)')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Nova subcategoria' }).click();
  await expect(page).toHaveURL(/#\/SubCategory-new\/\d+$/);
  await page.getByLabel('Título').fill(subTitle);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/SubCategory\/\d+$/);
  await expect(rowTitled(page, subTitle)).toBeVisible();
  const categoryId = Number(page.url().split('/').pop());

  // Banner on the edit form: the one sent after the create shows, and a new one replaces it.
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/#\/Category$/);
  await rowTitled(page, title).getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByLabel('Título')).toHaveValue(title);
  const banner = page.getByRole('img', { name: 'Banner' });
  await expect(banner).toHaveAttribute('src', /\/api\/v1\/dam\/file\/\d+$/);
  const bannerWidth = () => banner.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1));
  await expect.poll(bannerWidth).toBe(1);
  const firstBanner = await banner.getAttribute('src');
  await expect(page.getByLabel('Prioridade')).toHaveValue('99');
  await expect(page.getByLabel('Ocultar em trilhas')).toBeChecked();
  await expect(page.getByLabel('Ocultar em cursos')).not.toBeChecked();
  await expectNoAxeViolations(page);
  await page.locator('input[type="file"]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG_1X1 });
  const uploaded = page.waitForResponse((r) => r.url().includes('/dam/category_banner'));
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByText('Arquivo enviado com sucesso!')).toBeVisible();
  await expect(banner).not.toHaveAttribute('src', firstBanner!);
  await expect(banner).toHaveAttribute('src', /\/api\/v1\/dam\/file\/\d+$/);
  await expect.poll(bannerWidth).toBe(1);

  // Composition: a content linked through the API shows, and the report downloads.
  const assetTitle = `Conteúdo ligado ${Date.now()}`;
  const created = await gql(page, 'dam', `mutation ($input: AssetInput!) { createOrUpdateAsset(input: $input) { id } }`, {
    input: { title: assetTitle, module_name: 'Media', active: 1, showgrid: 1, date_publish: new Date().toISOString() },
  });
  const assetId = created.createOrUpdateAsset.id as number;
  await gql(page, 'dam', `mutation ($a: Int!, $c: Int!) { createCategoryHasAsset(asset_id: $a, category_id: $c) { id } }`, {
    a: assetId,
    c: categoryId,
  });
  await page.goto('/#/Category');
  await rowTitled(page, title).getByRole('link', { name: 'Composição' }).click();
  await expect(page).toHaveURL(new RegExp(`#/Category-composition/${categoryId}$`));
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: assetTitle })
      .getByRole('cell', { name: String(assetId), exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar relatório' }).click();
  expect((await downloadEvent).suggestedFilename()).toBe(`vinculos-categoria-${categoryId}.xlsx`);
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/#\/Category$/);

  // A category with subcategories or links cannot be deleted.
  await rowTitled(page, title).getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText(/ela possui subcategorias/)).toBeVisible();
  await expect(rowTitled(page, title)).toBeVisible();
});
