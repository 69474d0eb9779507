import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { asAdmin } from './support/session.ts';
import { gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const BRANCH = 'Ramo E2E Segmentação';

/** The multi-select of one account field on the by-list screen. */
function field(page: Page, label: string) {
  return page.locator('.mantine-MultiSelect-root').filter({ has: page.locator('label', { hasText: label }) });
}

function pill(page: Page, label: string, text: string) {
  return field(page, label).locator('.mantine-Pill-root').filter({ hasText: text });
}

function segmentationCall(page: Page, operation: string) {
  return page.waitForResponse((r) => r.url().includes('/account/graphql') && (r.request().postData() ?? '').includes(operation));
}

/** Pastes text into the focused input as a browser does (a paste event with clipboard data). */
async function paste(page: Page, label: string, text: string) {
  const input = field(page, label).locator('input:not([type="hidden"])');
  await input.click();
  await input.evaluate((el, data) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text', data);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, text);
}

/** Opens the by-list screen of demo user Ana Lima from the users list; returns her id. */
async function openAnaSegmentation(page: Page): Promise<number> {
  await page.goto('/#/User');
  await page.getByLabel('Buscar').fill('Ana Lima');
  const row = page.getByRole('row').filter({ hasText: 'Ana Lima' });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'Segmentações do usuário' }).click();
  await expect(page).toHaveURL(/#\/segmentation\/User\/\d+$/);
  return Number(/\/(\d+)$/.exec(page.url())![1]);
}

test('segment a user by lists: search and pick, paste known and unknown values, remove', async ({ page }) => {
  await asAdmin(page);
  // A value of our own in field 19 (branches): creating a branch adds it.
  await gql(page, 'parceiro', `mutation { createOrUpdateBranch(input: { value: "${BRANCH}" }) { id } }`);

  const id = await openAnaSegmentation(page);
  await expect(page.getByRole('heading', { name: `Segmentação - Usuário #${id}` })).toBeVisible();
  for (const label of ['Perfil', 'Diretoria', 'Sucursal', 'Ramo de atuação']) await expect(field(page, label)).toBeVisible();
  await expectNoAxeViolations(page);

  // 3+ characters search the values; picking one attaches it at once.
  const input = field(page, 'Ramo de atuação').locator('input:not([type="hidden"])');
  await input.click();
  await input.pressSequentially('e2e se');
  const attached = segmentationCall(page, 'createSegmentation');
  await page.getByRole('option', { name: BRANCH }).click();
  await attached;
  await expect(pill(page, 'Ramo de atuação', BRANCH)).toBeVisible();

  // Pasted comma-separated values: each looked up, the known attached, the unknown reported.
  const bulk = segmentationCall(page, 'attachSegmentationValues');
  await paste(page, 'Ramo de atuação', 'imobiliária, Não Existe E2E');
  await bulk;
  await expect(page.getByRole('alert')).toHaveText('Itens não cadastrados por não existir na base: Não Existe E2E');
  await expect(pill(page, 'Ramo de atuação', 'Imobiliária')).toBeVisible();

  // Typed values are looked up as soon as a comma follows them.
  const typed = segmentationCall(page, 'attachSegmentationValues');
  await field(page, 'Perfil').locator('input:not([type="hidden"])').click();
  await page.keyboard.type('Corretor,');
  await typed;
  await expect(pill(page, 'Perfil', 'Corretor')).toBeVisible();

  // Removing a pill detaches the value at once.
  const removed = segmentationCall(page, 'deleteSegmentation');
  await pill(page, 'Ramo de atuação', 'Imobiliária').locator('button').click();
  await removed;

  // 'Salvar' only reloads; a fresh visit shows what the server holds.
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.reload();
  await expect(pill(page, 'Ramo de atuação', BRANCH)).toBeVisible();
  await expect(pill(page, 'Perfil', 'Corretor')).toBeVisible();
  await expect(pill(page, 'Ramo de atuação', 'Imobiliária')).toHaveCount(0);

  // Cross-link to the import screen, and back to the list of the module.
  await page.getByRole('link', { name: 'Importar arquivo' }).click();
  await expect(page).toHaveURL(new RegExp(`#/segmentation-import/User/${id}$`));
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/#\/User$/);
});

test('segment a user by file: refused files, then values attached and unknown ones reported', async ({ page }) => {
  await asAdmin(page);
  const id = await openAnaSegmentation(page);
  await page.goto(`/#/segmentation-import/User/${id}`);
  await expect(page.getByRole('heading', { name: `Segmentação por arquivo - Usuário #${id}` })).toBeVisible();

  await page.getByRole('combobox', { name: 'Lista' }).click();
  await page.getByRole('option', { name: 'Diretoria', exact: true }).click();
  const file = page.locator('input[type="file"]');

  // A line with a separator: refused, nothing attached.
  await file.setInputFiles({ name: 'valores.txt', mimeType: 'text/plain', buffer: Buffer.from('DIR-001\nDIR-002, DIR-003\n') });
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Linha 2: "DIR-002, DIR-003" contém separadores (vírgula, ponto e vírgula, tabulação ou barra vertical). O arquivo deve ter um valor por linha e nada mais.',
  );

  // Another extension: refused before sending.
  await file.setInputFiles({ name: 'valores.csv', mimeType: 'text/csv', buffer: Buffer.from('DIR-001\n') });
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert')).toHaveText('O arquivo deve ser um texto simples com extensão .txt, com um valor por linha.');

  // One value per line: the known attached, the unknown reported. DIR-008 (not given to any demo user) comes from the demo data (seed/demo-segmentation.ts).
  await file.setInputFiles({ name: 'valores.txt', mimeType: 'text/plain', buffer: Buffer.from('DIR-008\r\nE2E-INEXISTENTE\n\n') });
  await page.getByRole('button', { name: 'Enviar' }).click();
  const result = page.getByLabel('Resultado da importação');
  await expect(result.getByText('Valores vinculados: 1')).toBeVisible();
  await expect(result.getByRole('alert')).toHaveText('Itens não cadastrados por não existir na base: E2E-INEXISTENTE');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Segmentação por listas' }).click();
  await expect(page).toHaveURL(new RegExp(`#/segmentation/User/${id}$`));
  await expect(pill(page, 'Diretoria', 'DIR-008')).toBeVisible();
});
