import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { asAdmin, menu } from './support/session.ts';
import { gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { pick, pickDate, expectSaved, monthWithDayAhead } from './support/form.ts';
import { row, search } from './support/list.ts';

const COURSE = 'Oficina de Vendas Consultivas';
const INSTRUCTOR = 'Juliana Prado';
const CLASS_SIZE = 30;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The receipt's file input (Mantine's FileInput hides it behind a button). */
const receiptInput = (page: Page) => page.locator('input[type=file][accept=".jpg,.jpeg,.png,.pdf"]');

/** The Totais panel of the attendance screen. */
const totals = (page: Page) => page.getByLabel('Totais');

async function expectTotals(page: Page, present: number, absent: number, notStarted: number) {
  await expect(totals(page)).toContainText(`Concluídos: ${present}`);
  await expect(totals(page)).toContainText(`Ausentes: ${absent}`);
  await expect(totals(page)).toContainText(`Não iniciados: ${notStarted}`);
}

test('create a classroom through its date errors, take attendance for 30, send and fetch its receipt, delete it', async ({ page }) => {
  test.setTimeout(180_000);
  const address = `Rua da Turma E2E, ${Date.now()}`;
  await asAdmin(page);

  // The list.
  await menu(page).getByRole('link', { name: 'Turmas Presenciais' }).click();
  await expect(page).toHaveURL(/#\/Classroom$/);
  await expect(page.getByRole('heading', { name: 'Turmas Presenciais' })).toBeVisible();
  for (const header of ['ID', 'Curso', 'Lista realizada', 'Totais', 'Segmentação', 'Data/Hora']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // The form: the required messages, then each date rule, before a valid save.
  await page.getByRole('link', { name: 'Nova Turma' }).click();
  await expect(page).toHaveURL(/#\/Classroom-new$/);
  await expect(page.getByRole('checkbox', { name: 'Pública' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Específica' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Ativo' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Salvar' }).click();
  for (const message of [
    'Selecione um curso',
    'Informe o endereço',
    'Informe o número máximo de pessoas',
    'Informe o instrutor',
    'Informe a data para despublicar',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Informe a data de início', { exact: true })).toHaveCount(2);
  await expect(page.getByText('Informe a data final', { exact: true })).toHaveCount(2);
  await expectNoAxeViolations(page);

  await pick(page, 'Curso presencial', COURSE);
  await page.getByLabel('Endereço').fill(address);
  await page.getByLabel('Link da sala virtual').fill('sala virtual');
  await pick(page, 'Instrutor', INSTRUCTOR);
  await page.getByLabel('Número máximo de pessoas').fill(String(CLASS_SIZE));
  await page.getByRole('checkbox', { name: 'Específica' }).check();
  await expect(page.getByRole('checkbox', { name: 'Pública' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Pública' }).check();
  await expect(page.getByRole('checkbox', { name: 'Específica' })).not.toBeChecked();

  // An end picked before its start: the start is asked for first, then an earlier end is refused.
  await pickDate(page, 'Fim do curso', 12, '18:00');
  await expect(page.getByText('Informe a data de início do curso')).toBeVisible();
  await pickDate(page, 'Início do curso', 14, '09:00');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('A data de fim do curso não pode ser anterior a data de início').first()).toBeVisible();
  await pickDate(page, 'Término das inscrições', 5, '18:00');
  await expect(page.getByText('Informe a data de início das inscrições')).toBeVisible();
  await pickDate(page, 'Início das inscrições', 8, '08:00');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Término das inscrições não pode ser anterior a data de Início das inscrições').first()).toBeVisible();
  await expect(page.getByText('Inserir uma URL válida')).toBeVisible();

  await pickDate(page, 'Fim do curso', 14, '18:00');
  await pickDate(page, 'Término das inscrições', 13, '18:00');
  await page.getByLabel('Link da sala virtual').fill('https://sala.exemplo.com.br/turma');
  // After the publish date (today at midnight): next month's 28th near the end of São Paulo's month.
  await pickDate(page, 'Data para despublicar', 28, '23:00', { month: monthWithDayAhead(28) });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Classroom$/);

  await search(page, address.split(',')[0]);
  const listed = row(page, COURSE);
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Não');
  const id = Number((await listed.getByRole('cell').nth(1).textContent())!.trim());

  // A class of 30 through the import: one unknown CPF and one past the limit are reported.
  await listed.getByRole('link', { name: 'Lista de presença' }).click();
  await expect(page).toHaveURL(new RegExp(`#/Classroom-subscription/${id}$`));
  const people = (await gql(page, 'account', `{ users_collections(limit: 40, order: "asc", orderby: "id") { uid } }`)).users_collections as Array<{
    uid: string;
  }>;
  const uids = people
    .map((p) => p.uid)
    .filter((uid) => /^\d{11}$/.test(uid))
    .slice(0, CLASS_SIZE + 1);
  expect(uids).toHaveLength(CLASS_SIZE + 1);
  // One participant added by hand first.
  await page.getByLabel('CPF ou matrícula').fill(uids[0]);
  await page.getByRole('button', { name: 'Adicionar participante' }).click();
  await expect(totals(page)).toContainText('Participantes: 1');
  await page.getByLabel('CPF ou matrícula').fill('000.000.000-00');
  await page.getByRole('button', { name: 'Adicionar participante' }).click();
  await expect(page.getByText('Nenhum usuário encontrado com o CPF ou matrícula 000.000.000-00.')).toBeVisible();

  const csv = ['CPF ou matrícula;Nome', ...uids.slice(1).map((uid) => `${uid};`), '111.111.111-11;'].join('\r\n');
  await page.locator('input[type=file][accept=".csv,text/csv"]').setInputFiles({ name: 'lista.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  const result = page.getByLabel('Resultado da importação');
  await expect(result).toContainText('Participantes adicionados: 29');
  await expect(result).toContainText('A turma atingiu o número máximo de 30 pessoas.');
  await expect(result).toContainText('Nenhum usuário encontrado com o CPF ou matrícula 111.111.111-11.');
  await expect(totals(page)).toContainText(`Participantes: ${CLASS_SIZE}`);
  await expectTotals(page, 0, 0, CLASS_SIZE);
  await expectNoAxeViolations(page);

  // Attendance one by one: the totals follow each click.
  // The participants' rows (the import's result has a table of its own).
  const participants = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^(Não iniciado|Concluído|Ausente)$/ }) });
  await expect(participants).toHaveCount(20);
  const first = participants.nth(0);
  await first.getByRole('button', { name: 'Não iniciado' }).click();
  await expectTotals(page, 1, 0, CLASS_SIZE - 1);
  await first.getByRole('button', { name: 'Concluído' }).click();
  await expectTotals(page, 0, 1, CLASS_SIZE - 1);
  const second = participants.nth(1);
  await second.getByRole('button', { name: 'Não iniciado' }).click();
  await expectTotals(page, 1, 1, CLASS_SIZE - 2);

  // Toggle-all: each participant one step further.
  await page.getByRole('button', { name: 'Alternar presença de todos' }).click();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expectTotals(page, CLASS_SIZE - 2, 1, 1);

  // Receipt: another extension is refused at once; a PDF is sent and comes back.
  await receiptInput(page).setInputFiles({ name: 'foto.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(
    page.getByText('Tipo de arquivo inválido. Por favor, escolha um arquivo com uma das seguintes extensões: .jpg, .jpeg, .png ou .pdf'),
  ).toBeVisible();
  await receiptInput(page).setInputFiles({ name: 'comprovante.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Enviar comprovante' }).click();
  await expect(page.getByText('Atual: comprovante.pdf')).toBeVisible();
  const receipt = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar comprovante' }).click();
  const downloaded = await receipt;
  expect(downloaded.suggestedFilename()).toBe('comprovante.pdf');
  await expectNoAxeViolations(page);

  // Back to the list: the attendance list was taken; its file downloads.
  await page.getByRole('link', { name: 'Voltar' }).click();
  await search(page, address.split(',')[0]);
  // A count waits; a text read of a locator matching several rows fails at once (strict mode).
  await expect(row(page, COURSE)).toHaveCount(1);
  await expect(row(page, COURSE)).toContainText('Sim');
  await expect(row(page, COURSE)).toContainText(`Concluídos: ${CLASS_SIZE - 2}`);
  const exported = page.waitForEvent('download');
  await row(page, COURSE).getByRole('button', { name: 'Baixar lista de presença' }).click();
  const file = await exported;
  expect(file.suggestedFilename()).toBe(`lista-de-presenca-turma-${id}.csv`);

  // Delete.
  await row(page, COURSE).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText(`Tem certeza que deseja excluir a turma #${id}?`, { exact: false })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Exclusão concluída com sucesso!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row(page, COURSE)).toHaveCount(0);
});

/** A valid classroom form: the current month's dates, public, the usual course and instructor. */
async function fillValidClassroom(page: Page, address: string) {
  await pick(page, 'Curso presencial', COURSE);
  await page.getByLabel('Endereço').fill(address);
  await pick(page, 'Instrutor', INSTRUCTOR);
  await page.getByLabel('Número máximo de pessoas').fill('10');
  await pickDate(page, 'Início do curso', 14, '09:00');
  await pickDate(page, 'Fim do curso', 14, '18:00');
  await pickDate(page, 'Início das inscrições', 8, '08:00');
  await pickDate(page, 'Término das inscrições', 13, '18:00');
  await pickDate(page, 'Data para despublicar', 28, '23:00', { month: monthWithDayAhead(28) });
}

test('create a sub-classroom from its parent classroom, find it there, come back to it and delete it', async ({ page }) => {
  test.setTimeout(120_000);
  const address = `Rua da Subturma E2E, ${Date.now()}`;
  await asAdmin(page);
  await menu(page).getByRole('link', { name: 'Turmas Presenciais' }).click();

  // Subturmas of a classroom without parent (a seeded one).
  await page.getByRole('link', { name: 'Subturmas' }).first().click();
  await expect(page).toHaveURL(/#\/SubClassroom\/\d+$/);
  const parentId = Number(/SubClassroom\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: `Subturmas da turma #${parentId}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nova subturma' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Nova subturma' }).click();
  await expect(page).toHaveURL(new RegExp(`#/Classroom-new/${parentId}$`));
  await expect(page.getByRole('heading', { name: 'Nova subturma' })).toBeVisible();
  await fillValidClassroom(page, address);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page).toHaveURL(new RegExp(`#/SubClassroom/${parentId}$`));

  await search(page, address.split(',')[0]);
  const listed = row(page, COURSE);
  await expect(listed).toHaveCount(1);
  for (const header of ['ID', 'Curso', 'Lista realizada', 'Totais', 'Segmentação', 'Data/Hora']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  // One level: a sub-classroom has no Subturmas of its own.
  await expect(listed.getByRole('link', { name: 'Subturmas' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Its form goes back to the parent's list.
  await listed.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByLabel('Endereço')).toHaveValue(address);
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(new RegExp(`#/SubClassroom/${parentId}`));

  // Delete it, then back to every classroom.
  await search(page, address.split(',')[0]);
  await row(page, COURSE).getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Exclusão concluída com sucesso!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row(page, COURSE)).toHaveCount(0);
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/#\/Classroom$/);
  await expect(page.getByRole('heading', { name: 'Turmas Presenciais' })).toBeVisible();
});
