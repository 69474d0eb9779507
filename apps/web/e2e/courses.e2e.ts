import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { afterPolls } from './support/polling.ts';
import { COURSE_REPORT_POLL_MS } from '@backoffice/domain/constants';
import { asAdmin, menu } from './support/session.ts';
import { gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { PNG_1X1 } from './support/files.ts';
import { pick, pickDate, expectSaved } from './support/form.ts';
import { tabTo } from './support/keyboard.ts';
import { rowTitled, search } from './support/list.ts';
import { scormPackage } from './support/scorm-packages.ts';

/** Demo assessments (apps/server/src/seed/demo-proofs.ts) and a demo online course with learners. */
const REACTION = 'Avaliação de reação padrão';
const PROOF = 'Avaliação final - Seguro Auto';
const COURSE_WITH_LEARNERS = 'Fundamentos do Seguro Auto';

const ONLINE_MESSAGES = [
  'Digite um título',
  'Escolha uma avaliação de reação',
  'Escolha uma prova',
  'Escolha a pessoa responsável',
  'Digite a carga horária (horas)',
  'Digite a carga horária (minutos)',
  'Selecione pelo menos uma categoria',
];

const PRESENTIAL_MESSAGES = [
  'Selecione uma categoria',
  'Digite um título',
  'Dê uma descrição',
  'Informe um responsável',
  'Informe a carga horária (horas)',
  'Informe a carga horária (minutos)',
  'Informe a data de publicação',
];

async function createCategory(page: Page, title: string): Promise<number> {
  const data = await gql(page, 'dam', 'mutation ($input: CategoryInput!) { createOrUpdateCategory(input: $input) { id } }', {
    input: { title, active: 1, ordernum: 0 },
  });
  return data.createOrUpdateCategory.id;
}

/** The categories multi-select of a course form. */
function categories(page: Page) {
  return page.locator('.mantine-MultiSelect-root').filter({ has: page.locator('label', { hasText: 'Categorias' }) });
}

async function toggleCategory(page: Page, title: string) {
  await categories(page).locator('input:not([type="hidden"])').click();
  await page.getByRole('option', { name: title }).click();
  await page.keyboard.press('Escape');
}

/** A toast (Mantine notification) with this text. */
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

/** The first option of the select labelled `label` (the owners are demo users). */
async function pickFirst(page: Page, label: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option').first().click();
}

/** The required fields of the online course form, filled with valid values. */
async function fillOnlineCourse(page: Page, title: string, category: string) {
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Descrição').fill(`Descrição de ${title}`);
  await pickFirst(page, 'Responsável');
  await page.getByLabel('Carga horária (horas)').fill('2');
  await page.getByLabel('Carga horária (minutos)').fill('30');
  await page.getByLabel('Código').fill('E2E-01');
  await pick(page, 'Avaliação de reação', REACTION);
  await pick(page, 'Prova', PROOF);
  await toggleCategory(page, category);
}

/** Chooses a file through the file input labelled `label`, as the user's file dialog would. */
async function chooseFile(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label, exact: true }).click();
  await (await chooser).setFiles(file);
}

async function courseIdOf(page: Page, title: string): Promise<number> {
  const { courses_collections } = await gql(page, 'lms', 'query ($s: String) { courses_collections(type: "online", search: $s) { id title } }', { s: title });
  return courses_collections.find((c: { title: string }) => c.title === title).id;
}

async function expectEnabled(action: Locator, enabled: boolean) {
  if (enabled) await expect(action).toBeEnabled();
  else await expect(action).toBeDisabled();
}

test('online courses: with SCORM and without, the validation messages, date toasts, categories on edit, the in-progress report', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const scormTitle = `Curso SCORM E2E ${stamp}`;
  const videoTitle = `Curso Vídeo E2E ${stamp}`;
  const [catA, catB] = [`Categoria A E2E ${stamp}`, `Categoria B E2E ${stamp}`];
  await asAdmin(page);
  await createCategory(page, catA);
  await createCategory(page, catB);

  // The list.
  await menu(page).getByRole('link', { name: 'Cursos On-line' }).click();
  await expect(page).toHaveURL(/#\/Course$/);
  await expect(page.getByRole('heading', { name: 'Cursos On-line' })).toBeVisible();
  for (const header of ['ID', 'Título']) await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(rowTitled(page, COURSE_WITH_LEARNERS)).toHaveCount(1);
  await expectNoAxeViolations(page);

  // New course with SCORM: every validation message (and the package's) at once, focus on the title.
  await page.getByRole('link', { name: 'Novo curso com SCORM' }).click();
  await expect(page).toHaveURL(/#\/Course-new-scorm$/);
  await expect(page.getByRole('heading', { name: 'Novo curso com SCORM' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  for (const message of ONLINE_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByText('Escolha o pacote SCORM (arquivo .zip).')).toBeVisible();
  await expect(page.getByLabel('Título')).toBeFocused();
  await expectNoAxeViolations(page);

  // Date rules as 5 s toasts: an unpublish date before the publish date (today at midnight), then one without a publish date.
  await pickDate(page, 'Data para despublicar', 10, '08:00', { month: 'previous' });
  await expect(toast(page, 'A data para despublicar não pode ser anterior a data de publicação')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar data de publicação' }).click();
  await expect(page.getByRole('button', { name: 'Data para despublicar', exact: true })).toHaveText('dd/mm/aaaa hh:mm');
  await pickDate(page, 'Data para despublicar', 10, '08:00', { month: 'next' });
  await expect(toast(page, 'Informe a data de publicação')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Informe a data de publicação', { exact: true }).first()).toBeVisible();
  await pickDate(page, 'Data de publicação', 1, '00:00');

  await fillOnlineCourse(page, scormTitle, catA);
  const pkg = await scormPackage('1.2');
  await chooseFile(page, 'Miniatura', { name: 'miniatura.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await chooseFile(page, 'Pacote SCORM', { name: pkg.name, mimeType: 'application/zip', buffer: pkg.buffer });
  await expect(page.getByRole('button', { name: 'Pacote SCORM' })).toContainText(pkg.name);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Course$/);

  // Listed with its SCORM actions enabled once the package is in.
  await search(page, scormTitle);
  const scormRow = rowTitled(page, scormTitle);
  await expect(scormRow.getByRole('button', { name: 'Baixar SCORM' })).toBeEnabled({ timeout: 20_000 });
  const scormId = await courseIdOf(page, scormTitle);
  await expect(scormRow.getByRole('link', { name: 'Alterar SCORM' })).toHaveAttribute('href', `#/Course-edit-scorm/${scormId}`);
  await expect(scormRow.getByRole('link', { name: 'Pré-visualizar SCORM' })).toHaveAttribute('href', `#/Course-preview/${scormId}`);
  await expect(scormRow.getByRole('link', { name: 'Segmentar' })).toHaveAttribute('href', `#/segmentation/Course/${scormId}`);
  // No trail holds a new course.
  await expect(scormRow.getByRole('button', { name: 'Trilhas vinculadas' })).toBeDisabled();
  const downloading = page.waitForEvent('download');
  await scormRow.getByRole('button', { name: 'Baixar SCORM' }).click();
  const downloaded = await downloading;
  expect(downloaded.suggestedFilename()).toBe(pkg.name);
  expect(Buffer.compare(fs.readFileSync(await downloaded.path()), pkg.buffer)).toBe(0);

  // New course without SCORM: no package field; its SCORM actions stay disabled.
  await page.getByRole('link', { name: 'Novo curso sem SCORM' }).click();
  await expect(page).toHaveURL(/#\/Course-new-video$/);
  await expect(page.getByRole('heading', { name: 'Novo curso sem SCORM' })).toBeVisible();
  await expect(page.getByLabel('Pacote SCORM')).toHaveCount(0);
  await fillOnlineCourse(page, videoTitle, catA);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Course$/);
  await search(page, videoTitle);
  const videoRow = rowTitled(page, videoTitle);
  await expect(videoRow).toHaveCount(1);
  for (const action of ['Baixar SCORM', 'Alterar SCORM', 'Pré-visualizar SCORM', 'Trilhas vinculadas']) {
    await expectEnabled(videoRow.getByRole('button', { name: action }), false);
  }
  await expectNoAxeViolations(page);

  // Edit: one category linked and the other unlinked at once, then the title saved.
  const videoId = await courseIdOf(page, videoTitle);
  await videoRow.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`#/Course-edit/${videoId}$`));
  await expect(page.getByRole('heading', { name: 'Editar curso' })).toBeVisible();
  await expect(page.getByLabel('Título')).toHaveValue(videoTitle);
  await expect(categories(page).locator('.mantine-Pill-root').filter({ hasText: catA })).toBeVisible();
  const linked = page.waitForResponse((r) => r.url().endsWith('/api/v1/lms/graphql') && (r.request().postData() ?? '').includes('createCategoryHasCourse'));
  await toggleCategory(page, catB);
  expect((await (await linked).json()).errors).toBeUndefined();
  const unlinked = page.waitForResponse((r) => r.url().endsWith('/api/v1/lms/graphql') && (r.request().postData() ?? '').includes('deleteCategoryHasCourse'));
  await toggleCategory(page, catA);
  expect((await (await unlinked).json()).data).toEqual({ deleteCategoryHasCourse: true });
  const { course } = await gql(page, 'lms', 'query ($id: Int!) { course(course_id: $id) { categories { title } } }', { id: videoId });
  expect(course.categories).toEqual([{ title: catB }]);
  await expectNoAxeViolations(page);
  await page.getByLabel('Título').fill(`${videoTitle} editado`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Course$/);
  await search(page, `${videoTitle} editado`);
  await expect(rowTitled(page, `${videoTitle} editado`)).toHaveCount(1);

  // The in-progress report of a course with learners: generate, then download.
  await search(page, COURSE_WITH_LEARNERS);
  await rowTitled(page, COURSE_WITH_LEARNERS).getByRole('link', { name: 'Relatório em andamento' }).click();
  await expect(page).toHaveURL(/#\/Curso-relatorio\/\d+$/);
  await expect(page.getByText(COURSE_WITH_LEARNERS)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Gerar novo relatório' }).click();
  // A quick job may be done before the first check: the outcome is what counts.
  await afterPolls(page, COURSE_REPORT_POLL_MS, () => expect(page.getByText('Relatório gerado com sucesso!')).toBeVisible({ timeout: 2000 }));
  await expectNoAxeViolations(page);
  const reportDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar relatório' }).click();
  const report = await reportDownload;
  const content = fs.readFileSync(await report.path(), 'utf8');
  expect(report.suggestedFilename()).toMatch(/\.csv$/);
  expect(content).toContain('Curso ID');
  expect(content).toContain(COURSE_WITH_LEARNERS);
});

test('presential courses: the validation messages, created by keyboard alone, edited and deleted', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Oficina E2E ${stamp}`;
  const category = `Categoria Presencial E2E ${stamp}`;
  await asAdmin(page);
  await createCategory(page, category);

  await menu(page).getByRole('link', { name: 'Cursos Presenciais' }).click();
  await expect(page).toHaveURL(/#\/Presential-course$/);
  await expect(page.getByRole('heading', { name: 'Cursos Presenciais' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Novo Curso Presencial' }).click();
  await expect(page).toHaveURL(/#\/Presential-course-new\/?$/);
  // The publish date is required: cleared, it is asked for with the others.
  await page.getByRole('button', { name: 'Limpar data de publicação' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  for (const message of PRESENTIAL_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Categoria' })).toBeFocused();
  // Focus opened its list (a searchable select opens on focus): axe judges the form, not the open listbox.
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);

  // By keyboard alone: Tab to each field, type, choose with the arrows, tick with Space, submit with Enter.
  await page.getByRole('link', { name: 'Voltar' }).focus();
  await tabTo(page, page.getByRole('combobox', { name: 'Categoria' }));
  await page.keyboard.type(category);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Categoria' })).toHaveValue(category);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Título')).toBeFocused();
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Encontro presencial de vendas.');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Maria Souza');
  await page.keyboard.press('Tab');
  await page.keyboard.type('8');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Permitir auto-inscrição' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Permitir auto-inscrição' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Data de publicação', exact: true }));
  await page.keyboard.press('Enter');
  const picker = page.locator('.mantine-Popover-dropdown').filter({ has: page.locator('.mantine-DateTimePicker-day') });
  await expect(picker).toBeVisible();
  await tabTo(page, picker.locator('.mantine-DateTimePicker-day[data-today]'), 20);
  await page.keyboard.press('Enter');
  await tabTo(page, picker.getByRole('button', { name: 'Confirmar data' }), 20);
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: 'Data de publicação', exact: true })).not.toHaveText('dd/mm/aaaa hh:mm');
  await tabTo(page, page.getByRole('button', { name: 'Salvar' }));
  await page.keyboard.press('Enter');
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Presential-course$/);

  // Edit.
  await search(page, title);
  await expect(rowTitled(page, title)).toHaveCount(1);
  await rowTitled(page, title).getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/#\/Presential-course-edit\/\d+$/);
  await expect(page.getByLabel('Responsável')).toHaveValue('Maria Souza');
  await expect(page.getByRole('checkbox', { name: 'Permitir auto-inscrição' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByLabel('Responsável').fill('João Lima');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Presential-course$/);

  // Delete, after the confirmation.
  await search(page, title);
  await rowTitled(page, title).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Atenção!')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(page.getByText('Exclusão concluída com sucesso!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rowTitled(page, title)).toHaveCount(0);
});
