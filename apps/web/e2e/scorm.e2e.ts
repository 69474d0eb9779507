import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { asAdmin } from './support/session.ts';
import { gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { notScormPackage, scormPackage } from './support/scorm-packages.ts';

/**
 * A demo online course (seed/demo-categories.ts). Online courses cannot be created through the
 * API here yet: their form requires a proof and a reaction evaluation, and no screen creates those.
 */
const COURSE_TITLE = 'Campanha de fim de ano 2024';

async function demoCourseId(page: Page): Promise<number> {
  const data = await gql(page, 'lms', 'query ($s: String) { courses_collections(type: "online", search: $s) { id title } }', { s: COURSE_TITLE });
  const row = data.courses_collections.find((c: { title: string }) => c.title === COURSE_TITLE);
  expect(row).toBeTruthy();
  return row.id;
}

async function uploadOnEditScreen(page: Page, file: { name: string; buffer: Buffer }) {
  await page.locator('input[type=file]').setInputFiles({ name: file.name, mimeType: 'application/zip', buffer: file.buffer });
  await page.getByRole('button', { name: 'Enviar' }).click();
}

function runtimeLog(page: Page) {
  return page.getByRole('log', { name: 'Chamadas do pacote à API SCORM' });
}

/** The SCO, framed by the player, framed by the preview screen. */
function packageFrame(page: Page) {
  return page.frameLocator('iframe[title^="Pacote SCORM do curso"]').frameLocator('iframe');
}

test("replace a course's SCORM package, refuse a zip that is not one, play both versions in the preview, download it", async ({ page }) => {
  await asAdmin(page);
  const id = await demoCourseId(page);

  await page.goto(`/#/Course-edit-scorm/${id}`);
  await expect(page.getByRole('heading', { name: 'Alterar SCORM' })).toBeVisible();
  await expect(page.getByText(COURSE_TITLE)).toBeVisible();
  await expectNoAxeViolations(page);

  // A zip without a manifest: the server's reason, and the package stays as it was.
  await uploadOnEditScreen(page, await notScormPackage());
  await expect(page.getByRole('alert')).toContainText('O pacote não contém o arquivo imsmanifest.xml na raiz.');

  const v12 = await scormPackage('1.2');
  await uploadOnEditScreen(page, v12);
  await expect(page.getByRole('status').filter({ hasText: 'Pacote SCORM enviado com sucesso!' })).toContainText('curso-demo-scorm12.zip (SCORM 1.2)');
  await expect(page.getByText('Pacote atual:')).toContainText('curso-demo-scorm12.zip (SCORM 1.2)');
  await expectNoAxeViolations(page);

  // The download is the very zip uploaded.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar SCORM' }).click()]);
  expect(download.suggestedFilename()).toBe('curso-demo-scorm12.zip');
  expect(Buffer.compare(fs.readFileSync(await download.path()), v12.buffer)).toBe(0);

  // Preview: the package runs in the player of the content origin and its calls show beside it.
  await page.getByRole('link', { name: 'Pré-visualizar SCORM' }).click();
  await expect(page).toHaveURL(new RegExp(`#/Course-preview/${id}$`));
  await expect(page.getByRole('heading', { name: 'Pré-visualizar SCORM' })).toBeVisible();
  await expect(page.getByText('SCORM 1.2', { exact: true })).toBeVisible();
  const frame = packageFrame(page);
  await expect(frame.getByRole('heading', { name: 'Curso de demonstração (SCORM 1.2)' })).toBeVisible();
  await expect(runtimeLog(page)).toContainText('Sessão iniciada');
  await expect(runtimeLog(page)).toContainText('Leitura de cmi.core.student_name: "Pré-visualização"');
  await frame.getByRole('button', { name: 'Concluir curso' }).click();
  await expect(runtimeLog(page)).toContainText('Gravação de cmi.core.lesson_status = "completed"');
  await expect(runtimeLog(page)).toContainText('Dados gravados (commit)');
  await expect(runtimeLog(page)).toContainText('Sessão encerrada');
  await expect(page.getByRole('row', { name: /Situação da lição/ })).toContainText('completed');
  await expect(page.getByRole('row', { name: /^Sessão/ })).toContainText('Encerrada');
  await expect(frame.getByText('Curso concluído. Nota: 100.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Restart: a fresh runtime and a fresh session.
  await page.getByRole('button', { name: 'Reiniciar' }).click();
  await expect(runtimeLog(page)).not.toContainText('Sessão encerrada');
  await expect(runtimeLog(page)).toContainText('Sessão iniciada');
  await expect(page.getByRole('row', { name: /^Sessão/ })).toContainText('Iniciada');

  // A SCORM 2004 package in its place.
  await page.goto(`/#/Course-edit-scorm/${id}`);
  await uploadOnEditScreen(page, await scormPackage('2004'));
  await expect(page.getByText('Pacote atual:')).toContainText('curso-demo-scorm2004.zip (SCORM 2004)');
  await page.getByRole('link', { name: 'Pré-visualizar SCORM' }).click();
  await expect(page.getByText('SCORM 2004', { exact: true })).toBeVisible();
  await expect(packageFrame(page).getByRole('heading', { name: 'Curso de demonstração (SCORM 2004)' })).toBeVisible();
  await expect(runtimeLog(page)).toContainText('Sessão iniciada');
  await packageFrame(page).getByRole('button', { name: 'Concluir curso' }).click();
  await expect(runtimeLog(page)).toContainText('Gravação de cmi.completion_status = "completed"');
  await expect(runtimeLog(page)).toContainText('Gravação de cmi.success_status = "passed"');
  await expect(runtimeLog(page)).toContainText('Sessão encerrada');
  await expect(page.getByRole('row', { name: /Conclusão/ })).toContainText('completed');
  await expectNoAxeViolations(page);
});
