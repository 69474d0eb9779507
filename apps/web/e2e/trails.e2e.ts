import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { afterPolls } from './support/polling.ts';
import { TRAIL_REPORT_POLL_MS } from '@backoffice/domain/constants';
import { asAdmin, menu } from './support/session.ts';
import { gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { PNG_1X1 } from './support/files.ts';
import { pick, pickDate, expectSaved } from './support/form.ts';
import { rowTitled, search } from './support/list.ts';

/** Demo assessments, online courses and a digital content (apps/server/src/seed). */
const REACTION = 'Avaliação de reação padrão';
const PROOF = 'Avaliação final - Seguro Auto';
const COURSE_A = 'Fundamentos do Seguro Auto';
const COURSE_B = 'Atendimento consultivo';
const CONTENT = 'Infográfico Seguro Auto';

const NEW_TRAIL_MESSAGES = ['Digite um título', 'Selecione pelo menos uma categoria', 'Selecione uma avaliação de reação', 'Selecione uma prova'];

async function createCategory(page: Page, title: string) {
  await gql(page, 'dam', 'mutation ($input: CategoryInput!) { createOrUpdateCategory(input: $input) { id } }', { input: { title, active: 1, ordernum: 0 } });
}

/** The multi-select labelled `label`. */
const multiSelect = (page: Page, label: string) => page.locator('.mantine-MultiSelect-root').filter({ has: page.locator('label', { hasText: label }) });

/** Types `search` in the multi-select labelled `label` (its options come from the server) and toggles `option`. */
async function toggle(page: Page, label: string, option: string, search = option) {
  const input = multiSelect(page, label).locator('input:not([type="hidden"])');
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

/** The rows of the ordered list as 'position type title'. */
async function order(page: Page): Promise<string[]> {
  const rows = page.getByTestId('trail-item');
  return (await rows.allInnerTexts()).map((text) => text.split(/\s+/).join(' ').trim());
}

const handle = (page: Page, title: string) => page.getByRole('button', { name: `Mover ${title}`, exact: true });

async function expectOrder(page: Page, expected: string[]) {
  await expect.poll(() => order(page)).toEqual(expected);
}

/** Drags `from` to the middle of `to` with the mouse, in small steps as a hand would. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 - 5, { steps: 2 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 - 4, { steps: 12 });
  await page.mouse.up();
}

const reordered = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/v1/lms/graphql') && (r.request().postData() ?? '').includes('reorderTrailItems'));

test('trails: a new trail with its validation messages, its courses and contents added, reordered by mouse and keyboard, edited, and its report', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const title = `Trilha E2E ${stamp}`;
  const category = `Categoria Trilha E2E ${stamp}`;
  const otherCategory = `Outra Categoria Trilha E2E ${stamp}`;
  await asAdmin(page);
  await createCategory(page, category);
  await createCategory(page, otherCategory);

  // The list.
  await menu(page).getByRole('link', { name: 'Trilhas' }).click();
  await expect(page).toHaveURL(/#\/trail$/);
  await expect(page.getByRole('heading', { name: 'Trilhas' })).toBeVisible();
  for (const header of ['ID', 'Título']) await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const spreadsheet = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Relatório de trilhas' }).click();
  expect((await spreadsheet).suggestedFilename()).toMatch(/\.xlsx$/);
  await expectNoAxeViolations(page);

  // New trail: the validation messages at once, the owner's only told.
  await page.getByRole('link', { name: 'Nova Trilha' }).click();
  await expect(page).toHaveURL(/#\/Trail-new$/);
  await page.getByRole('button', { name: 'Salvar' }).click();
  for (const message of [...NEW_TRAIL_MESSAGES, 'Escolha a pessoa responsável']) await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Título')).toBeFocused();
  await expectNoAxeViolations(page);

  // Date rules as toasts: an unpublish date without a publish date, then one before it; clearing the publish date clears both.
  await pickDate(page, 'Data para despublicar', 10, '08:00', { month: 'next' });
  await expect(toast(page, 'Informe a data de publicação')).toBeVisible();
  await pickDate(page, 'Data de publicação', 20, '08:00', { month: 'next' });
  await expect(toast(page, 'A data para despublicar não pode ser anterior a data de publicação')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar data de publicação' }).click();
  await expect(page.getByRole('button', { name: 'Data para despublicar', exact: true })).toHaveText('dd/mm/aaaa hh:mm');
  await pickDate(page, 'Data de publicação', 1, '00:00');

  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Descrição').fill('x'.repeat(513));
  await page.getByRole('combobox', { name: 'Responsável' }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByText('Escolha a pessoa responsável', { exact: true })).toHaveCount(0);
  await toggle(page, 'Categorias', category);
  await pick(page, 'Avaliação de reação', REACTION);
  await pick(page, 'Prova', PROOF);
  await page.getByRole('checkbox', { name: 'Bloquear conteúdos' }).check();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Miniatura', exact: true }).click();
  await (await chooser).setFiles({ name: 'miniatura.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Descrição muito longa', { exact: true })).toBeVisible();
  await page.getByLabel('Descrição').fill('Do cadastro à primeira venda.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Trail$/);

  // Listed, with its actions.
  await search(page, title);
  const row = rowTitled(page, title);
  await expect(row).toHaveCount(1);
  const { trails_collections_dashboard } = await gql(page, 'lms', 'query ($s: String) { trails_collections_dashboard(search: $s) { id title thumbnail } }', {
    s: title,
  });
  const trailId: number = trails_collections_dashboard[0].id;
  await expect.poll(async () => (await gql(page, 'lms', 'query ($id: Int!) { trail(id: $id) { thumbnail } }', { id: trailId })).trail.thumbnail).not.toBeNull();
  await expect(row.getByRole('link', { name: 'Relatório' })).toHaveAttribute('href', `#/Trilha-relatorio/${trailId}`);
  await expect(row.getByRole('link', { name: 'Segmentar' })).toHaveAttribute('href', `#/segmentation/Trail/${trailId}`);
  await expect(row.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `#/Trail-edit/${trailId}`);

  // Contents: two courses and one digital content through the selects, each added at once at the end.
  await row.getByRole('link', { name: 'Conteúdos' }).click();
  await expect(page).toHaveURL(new RegExp(`#/Trail-has-course/${trailId}$`));
  await expect(page.getByText(`Trilha #${trailId} - ${title}`)).toBeVisible();
  await expect(page.getByText('(Vazio)')).toBeVisible();
  await expectNoAxeViolations(page);
  await toggle(page, 'Cursos on-line', COURSE_A, 'Fundamentos');
  await expectOrder(page, [`1 Curso ${COURSE_A}`]);
  await toggle(page, 'Cursos on-line', COURSE_B, 'consultivo');
  await toggle(page, 'Conteúdos digitais', CONTENT, 'Infográfico');
  await expectOrder(page, [`1 Curso ${COURSE_A}`, `2 Curso ${COURSE_B}`, `3 Conteúdo ${CONTENT}`]);
  await expectNoAxeViolations(page);

  // By mouse: the content dragged to the top.
  let saved = reordered(page);
  await drag(page, handle(page, CONTENT), handle(page, COURSE_A));
  await expectOrder(page, [`1 Conteúdo ${CONTENT}`, `2 Curso ${COURSE_A}`, `3 Curso ${COURSE_B}`]);
  expect((await (await saved).json()).errors).toBeUndefined();

  // By keyboard: focus its handle, space to pick it up, one down, space to drop; each move is announced.
  const live = page.locator('[id^="DndLiveRegion"]');
  await handle(page, CONTENT).focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`Item ${CONTENT} selecionado na posição 1 de 3.`);
  // dnd-kit starts listening for the arrows a tick after the pick-up: on a loaded machine the
  // first press can land before that and move nothing, so it is pressed again until it moves.
  await expect(async () => {
    if ((await live.textContent())?.includes('selecionado')) await page.keyboard.press('ArrowDown');
    await expect(live).toHaveText(`Item ${CONTENT} movido para a posição 2 de 3.`, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  saved = reordered(page);
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`Item ${CONTENT} solto na posição 2 de 3.`);
  expect((await (await saved).json()).errors).toBeUndefined();
  await expectOrder(page, [`1 Curso ${COURSE_A}`, `2 Conteúdo ${CONTENT}`, `3 Curso ${COURSE_B}`]);
  await expect(handle(page, CONTENT)).toBeFocused();

  // The order is the server's: kept after a reload.
  await page.reload();
  await expectOrder(page, [`1 Curso ${COURSE_A}`, `2 Conteúdo ${CONTENT}`, `3 Curso ${COURSE_B}`]);

  // Removing a course in its select removes it from the trail; the others close up.
  await toggle(page, 'Cursos on-line', COURSE_A, 'Fundamentos');
  await expectOrder(page, [`1 Conteúdo ${CONTENT}`, `2 Curso ${COURSE_B}`]);

  // Edit: back to the list, the form loaded, a new title saved.
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/#\/Trail$/);
  await search(page, title);
  await rowTitled(page, title).getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`#/Trail-edit/${trailId}$`));
  await expect(page.getByRole('heading', { name: 'Editar trilha' })).toBeVisible();
  await expect(page.getByLabel('Título')).toHaveValue(title);
  await expect(page.getByRole('checkbox', { name: 'Bloquear conteúdos' })).toBeChecked();
  await expect(multiSelect(page, 'Categorias').locator('.mantine-Pill-root').filter({ hasText: category })).toBeVisible();
  // On edit each category is linked as it is picked, before any save.
  const linked = page.waitForResponse((r) => r.url().endsWith('/api/v1/lms/graphql') && (r.request().postData() ?? '').includes('createCategoryHasTrail'));
  await toggle(page, 'Categorias', otherCategory);
  expect((await (await linked).json()).errors).toBeUndefined();
  const { trail } = await gql(page, 'lms', 'query ($id: Int!) { trail(id: $id) { categories { title } } }', { id: trailId });
  expect(trail.categories.map((c: { title: string }) => c.title).sort()).toEqual([category, otherCategory].sort());
  await expectNoAxeViolations(page);
  await page.getByLabel('Título').fill(`${title} editada`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Trail$/);
  await search(page, `${title} editada`);
  await expect(rowTitled(page, `${title} editada`)).toHaveCount(1);

  // The report: its rules, then generated for the filters and downloaded.
  await rowTitled(page, `${title} editada`).getByRole('link', { name: 'Relatório' }).click();
  await expect(page).toHaveURL(new RegExp(`#/Trilha-relatorio/${trailId}$`));
  await expect(page.getByText(`${title} editada`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Gerar relatório' }).click();
  for (const field of ['status', 'data inicial', 'data final']) await expect(page.getByText(`O campo ${field} é obrigatório!`, { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: /^Data inicial/ }).fill('10/03/2026');
  await page.getByRole('textbox', { name: /^Data final/ }).fill('01/03/2026');
  await page.getByRole('textbox', { name: /^Data final/ }).press('Tab');
  await expect(toast(page, 'Data inicial não pode ser superior a data final!')).toBeVisible();
  await page.getByRole('button', { name: 'Gerar relatório' }).click();
  await expect(page.getByText('Data inicial não pode ser superior a data final!').first()).toBeVisible();
  await page.getByRole('textbox', { name: /^Data final/ }).fill('31/12/2026');
  await page.getByRole('textbox', { name: /^Data final/ }).press('Tab');
  await pick(page, 'Status', 'Em andamento');
  await pick(page, 'Perfil', 'Administrador');
  const generated = page.waitForResponse((r) => r.url().endsWith('/api/v1/lms/report_trail'));
  await page.getByRole('button', { name: 'Gerar relatório' }).click();
  const sent = (await generated).request().postDataJSON();
  expect(sent).toMatchObject({ trail_id: trailId, status: 'Em andamento', inicio: '2026-03-10', fim: '2026-12-31', cpf: null });
  await afterPolls(page, TRAIL_REPORT_POLL_MS, () => expect(page.getByText('Relatório gerado com sucesso!')).toBeVisible({ timeout: 2000 }));
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar relatório' }).click();
  const file = await downloading;
  expect(fs.readFileSync(await file.path(), 'utf8')).toContain('Trilha ID');
});
