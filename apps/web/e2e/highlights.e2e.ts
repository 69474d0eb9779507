import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectSaved } from './support/form.ts';
import { asAdmin, menu } from './support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { rowTitled } from './support/list.ts';
import { PNG_1X1 } from './support/files.ts';

const DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

/** The row whose title cell is exactly `title`. */

const save = (page: Page) => page.getByRole('button', { name: 'Salvar' }).click();

test('create a highlight through its validation messages, list it, edit it with a thumbnail, delete it', async ({ page }) => {
  const title = `Destaque E2E ${Date.now()}`;
  await asAdmin(page);
  await menu(page).getByRole('link', { name: 'Destaques' }).click();
  await expect(page).toHaveURL(/#\/Cms\/Testimony$/);
  await expect(page.getByRole('heading', { name: 'Destaques' })).toBeVisible();

  await page.getByRole('link', { name: 'Novo destaque' }).click();
  await expect(page).toHaveURL(/#\/Cms-new\/Testimony$/);
  await expect(page.getByRole('heading', { name: 'Novo destaque' })).toBeVisible();
  // The publish date starts at now; clearing it shows its message with the others.
  await expect(page.getByRole('button', { name: 'Data de publicação', exact: true })).toHaveText(DATE_TIME);
  await page.getByRole('button', { name: 'Limpar data de publicação' }).click();
  await expect(page.getByRole('button', { name: 'Data de publicação', exact: true })).toHaveText('dd/mm/aaaa hh:mm');
  await save(page);
  for (const message of ['Digite um título', 'Informe o conteúdo', 'Informe o link', 'O campo data de publicação é obrigatório!']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Título')).toBeFocused();
  await expectNoAxeViolations(page);

  // A fresh form: the publish date is back to now.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Data de publicação', exact: true })).toHaveText(DATE_TIME);
  await page.getByLabel('Título').fill(title);
  await save(page);
  await expect(page.getByText('Informe o conteúdo', { exact: true })).toBeVisible();
  await expect(page.getByText('Digite um título', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Conteúdo')).toBeFocused();
  await page.getByLabel('Conteúdo').fill('Condições especiais nesta semana.');
  await save(page);
  await expect(page.getByLabel('Link')).toBeFocused();
  await page.getByLabel('Link').fill('exemplo.com.br');
  await save(page);
  await expect(page.getByText('Informe um link válido (começando com http:// ou https://)')).toBeVisible();
  await page.getByLabel('Link').fill('https://exemplo.com.br/semana');

  // A save the server refuses shows the failure alert and stays on the form.
  await page.route('**/api/v1/cms/graphql', (route) => route.fulfill({ json: { errors: [{ message: 'Falha simulada', extensions: { code: 'INTERNAL' } }] } }));
  await save(page);
  await expect(page.getByText('Houve um erro ao enviar os dados para o servidor')).toBeVisible();
  await expect(page).toHaveURL(/#\/Cms-new\/Testimony$/);
  await page.unroute('**/api/v1/cms/graphql');

  // A thumbnail chosen in the form is sent once the highlight exists.
  await page.locator('input[type="file"]').setInputFiles({ name: 'miniatura.png', mimeType: 'image/png', buffer: PNG_1X1 });
  const thumbSent = page.waitForResponse((r) => r.url().endsWith('/api/v1/cms/cms_thumb'));
  await save(page);
  await expectSaved(page);
  expect((await thumbSent).status()).toBe(200);
  await expect(page).toHaveURL(/#\/Cms\/Testimony$/);

  const row = rowTitled(page, title);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'Sim' })).toBeVisible();
  await expect(row.getByRole('cell').nth(4)).toHaveText(DATE_TIME);
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/#\/Cms-edit\/Testimony\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Editar destaque' })).toBeVisible();
  await expect(page.getByLabel('Título')).toHaveValue(title);
  await expect(page.getByLabel('Link')).toHaveValue('https://exemplo.com.br/semana');
  await expect(page.getByText(/^Criado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por Administrador do Sistema$/)).toBeVisible();
  await expect(page.getByText(/^Atualizado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por Administrador do Sistema$/)).toBeVisible();
  const thumbnail = page.getByRole('img', { name: 'Miniatura' });
  await expect(thumbnail).toBeVisible();
  const firstSrc = await thumbnail.getAttribute('src');
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expectNoAxeViolations(page);

  // Replace the thumbnail with the upload card.
  await page.locator('input[type="file"]').setInputFiles({ name: 'nova.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  await expect(page.getByText('Arquivo enviado com sucesso!')).toBeVisible();
  await expect(thumbnail).not.toHaveAttribute('src', firstSrc!);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  await page.getByLabel('Título').fill(`${title} editado`);
  await page.getByLabel('Ativo').uncheck();
  await save(page);
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Cms\/Testimony$/);
  const edited = rowTitled(page, `${title} editado`);
  await expect(edited.getByRole('cell', { name: 'Não' })).toBeVisible();

  await edited.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Atenção!')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Exclusão concluída com sucesso!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rowTitled(page, `${title} editado`)).toHaveCount(0);
});
