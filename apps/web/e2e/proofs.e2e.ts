import ExcelJS from 'exceljs';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { SAVED_MESSAGE_MS, NOTIFICATION_AUTO_CLOSE_MS } from '@backoffice/domain/constants';
import { expectSaved } from './support/form.ts';
import { PROOF_MESSAGES } from '@backoffice/domain/schemas/proof';
import { required } from '@backoffice/domain/schemas/messages';
import { gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { tabTo } from './support/keyboard.ts';
import { rowTitled } from './support/list.ts';
import { asAdmin, menu } from './support/session.ts';

const DEMO_PROOF = 'Avaliação final - Seguro Auto';

const save = (page: Page) => page.getByRole('button', { name: 'Salvar' });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** An online course that uses the demo proof (the demo's courses may have none): found, or created through the API. */
async function courseUsing(page: Page, proofId: number): Promise<{ id: number; title: string }> {
  const { courses_collections: courses } = await gql(page, 'lms', `{ courses_collections(type: "online", limit: 200) { id title proof { id } } }`);
  const using = courses.find((c: { proof: { id: number } | null }) => c.proof?.id === proofId);
  if (using) return using;
  const { get_users_by_profile: owners } = await gql(page, 'account', `{ get_users_by_profile(id: 1) { id } }`);
  const { category_collections: categories } = await gql(page, 'dam', `{ category_collections { id } }`);
  const { proof_collections: reactions } = await gql(page, 'lms', `{ proof_collections(type_id: 2) { id } }`);
  const title = `Curso com avaliação E2E ${Date.now()}`;
  const { createOrUpdateCourse } = await gql(
    page,
    'lms',
    `mutation ($owner: Int, $categories: [Int!], $proof: Int, $reaction: Int, $publish: String) {
      createOrUpdateCourse(type: "online", title: "${title}", description: "Curso para conteúdos vinculados", active: 1, external_view: 0, showgrid: 1,
        owner: $owner, hours: 1, minutes: 0, proof_id: $proof, reactionevaluation_id: $reaction, date_publish: $publish, categories: $categories) { id title }
    }`,
    { owner: owners[0].id, categories: [categories[0].id], proof: proofId, reaction: reactions[0].id, publish: new Date().toISOString() },
  );
  return createOrUpdateCourse;
}

test('proofs, questions and answers: create, validate, list, edit and delete; linked contents and their report', async ({ page }) => {
  const stamp = Date.now();
  const title = `Avaliação E2E ${stamp}`;
  await asAdmin(page);

  // The list of a type, through the menu.
  await menu(page).getByRole('link', { name: 'Avaliação', exact: true }).click();
  await expect(page).toHaveURL(/#\/Proof\/1$/);
  await expect(page.getByRole('heading', { name: 'Avaliação', exact: true })).toBeVisible();
  for (const header of ['ID', 'Título', 'Ações']) await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(rowTitled(page, DEMO_PROOF)).toHaveCount(1);
  await expectNoAxeViolations(page);

  // A new proof: the validation rules, then saved; the form stays.
  await page.getByRole('link', { name: 'Nova Avaliação' }).click();
  await expect(page).toHaveURL(/#\/Proof-new\/1$/);
  await expect(page.getByRole('heading', { name: 'Nova Avaliação — Avaliação' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Data de publicação/ })).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await field(page, 'Mínimo de acertos').fill('');
  await save(page).click();
  await expect(page.getByText(required('título'))).toBeVisible();
  await expect(page.getByText(PROOF_MESSAGES.minimumRequired)).toBeVisible();
  await expect(field(page, 'Título')).toBeFocused();
  await field(page, 'Mínimo de acertos').pressSequentially('-3');
  await expect(field(page, 'Mínimo de acertos')).toHaveValue('0');
  await field(page, 'Tentativas').fill('');
  await field(page, 'Tentativas').pressSequentially('12345');
  await expect(field(page, 'Tentativas')).toHaveValue('123');
  await expectNoAxeViolations(page);
  await field(page, 'Título').fill(title);
  await field(page, 'Mínimo de acertos').fill('2');
  await field(page, 'Tentativas').fill('3');
  await page.getByRole('checkbox', { name: 'Ativo' }).check();
  await save(page).click();
  await expectSaved(page);
  await expect(page.getByRole('heading', { name: 'Editar Avaliação — Avaliação' })).toBeVisible();
  await page.clock.runFor(SAVED_MESSAGE_MS);
  await expect(page.getByText('Salvo com sucesso!')).toBeHidden();
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/#\/Proof\/1$/);

  // Its questions: none yet.
  await rowTitled(page, title).getByRole('link', { name: 'Perguntas' }).click();
  await expect(page).toHaveURL(/#\/Question\/1\/\d+$/);
  const proofId = Number(/Question\/1\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: `Perguntas — ${title}` })).toBeVisible();
  await expect(page.getByText('(Vazio)')).toBeVisible();
  await expectNoAxeViolations(page);

  // 'Adicionar pergunta e respostas', by keyboard alone: an empty answer is told first.
  await page.getByRole('link', { name: 'Nova Pergunta' }).click();
  await expect(page).toHaveURL(new RegExp(`#/Question-new/1/${proofId}$`));
  await expect(page.getByRole('heading', { name: 'Adicionar pergunta e respostas' })).toBeVisible();
  await tabTo(page, field(page, 'Pergunta'));
  await page.keyboard.type('Qual o prazo de carência do seguro?');
  await page.keyboard.press('Tab');
  await expect(field(page, 'Resposta 1')).toBeFocused();
  await page.keyboard.type('30 dias');
  await tabTo(page, page.getByRole('button', { name: 'Adicionar resposta' }), 4);
  await page.keyboard.press('Enter');
  await expect(field(page, 'Resposta 2')).toBeFocused();
  await tabTo(page, save(page), 6);
  await page.keyboard.press('Enter');
  await expect(page.getByText(PROOF_MESSAGES.answersRequired)).toBeVisible();
  await expect(field(page, 'Resposta 2')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.type('60 dias');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Correta 2' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Correta 2' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Adicionar resposta' }), 4);
  await page.keyboard.press('Enter');
  await expect(field(page, 'Resposta 3')).toBeFocused();
  await page.keyboard.type('90 dias');
  await tabTo(page, save(page), 6);
  await page.keyboard.press('Enter');
  await expectSaved(page);
  await expect(page).toHaveURL(new RegExp(`#/Question/1/${proofId}$`));

  // Its answers, with Correta.
  const question = rowTitled(page, 'Qual o prazo de carência do seguro?');
  await question.getByRole('link', { name: 'Respostas' }).click();
  await expect(page).toHaveURL(new RegExp(`#/Answer/1/${proofId}/\\d+$`));
  const questionId = Number(/Answer\/1\/\d+\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: 'Respostas — Qual o prazo de carência do seguro?' })).toBeVisible();
  for (const header of ['ID', 'Título', 'Correta']) await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(page.getByRole('row').locator('td:nth-child(3)')).toHaveText(['30 dias', '60 dias', '90 dias']);
  await expect(page.getByRole('row').locator('td:nth-child(4)')).toHaveText(['Não', 'Sim', 'Não']);
  await expectNoAxeViolations(page);

  // 'Nova resposta': two at once, after the empty-field message.
  await page.getByRole('link', { name: 'Nova Resposta' }).click();
  await expect(page).toHaveURL(new RegExp(`#/Answer-new/1/${proofId}/${questionId}$`));
  await expect(page.getByRole('heading', { name: 'Nova resposta' })).toBeVisible();
  await save(page).click();
  await expect(page.getByText(PROOF_MESSAGES.answerFieldsRequired)).toBeVisible();
  await field(page, 'Resposta 1').fill('120 dias');
  await page.getByRole('button', { name: 'Adicionar resposta' }).click();
  await field(page, 'Resposta 2').fill('Não há carência');
  await page.getByRole('checkbox', { name: 'Correta 2' }).check();
  await expectNoAxeViolations(page);
  await save(page).click();
  await expectSaved(page);
  await expect(page).toHaveURL(new RegExp(`#/Answer/1/${proofId}/${questionId}$`));
  await expect(page.getByRole('row').locator('td:nth-child(3)')).toHaveText(['30 dias', '60 dias', '90 dias', '120 dias', 'Não há carência']);
  await expect(page.getByRole('row').locator('td:nth-child(4)')).toHaveText(['Não', 'Sim', 'Não', 'Não', 'Sim']);

  // 'Editar resposta'.
  await rowTitled(page, '90 dias').getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar resposta' })).toBeVisible();
  await expect(field(page, 'Resposta')).toHaveValue('90 dias');
  await field(page, 'Resposta').fill('');
  await save(page).click();
  await expect(page.getByText(PROOF_MESSAGES.answerFieldsRequired)).toBeVisible();
  await field(page, 'Resposta').fill('90 dias corridos');
  await page.getByRole('checkbox', { name: 'Correta' }).check();
  await expectNoAxeViolations(page);
  await save(page).click();
  await expectSaved(page);
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(rowTitled(page, '90 dias corridos').getByRole('cell', { name: 'Sim', exact: true })).toBeVisible();

  // An answer deleted after the confirmation.
  await rowTitled(page, '120 dias').getByRole('button', { name: 'Excluir' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Atenção!')).toBeVisible();
  await expect(dialog.getByText('Tem certeza que deseja excluir a resposta 120 dias? Não será possível recuperar o registro após a exclusão')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Exclusão concluída com sucesso!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rowTitled(page, '120 dias')).toHaveCount(0);
  await expect(page.getByRole('row').locator('td:nth-child(3)')).toHaveCount(4);

  // A question with answers stays: the server says why.
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(new RegExp(`#/Question/1/${proofId}$`));
  await question.getByRole('button', { name: 'Excluir' }).click();
  await expect(dialog.getByText('Tem certeza que deseja excluir a pergunta Qual o prazo de carência do seguro?', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText(PROOF_MESSAGES.childrenExist)).toBeVisible();
  await expect(question).toHaveCount(1);
  await page.clock.runFor(NOTIFICATION_AUTO_CLOSE_MS);
  await expect(page.getByText(PROOF_MESSAGES.childrenExist)).toBeHidden();

  // 'Conteúdos Vinculados' of a demo proof a course uses, and its report.
  const { proof_collections: proofs } = await gql(page, 'lms', `{ proof_collections(type_id: 1) { id title } }`);
  const demoProof = proofs.find((p: { title: string }) => p.title === DEMO_PROOF);
  const course = await courseUsing(page, demoProof.id);
  await page.goto('/#/Proof/1');
  await rowTitled(page, DEMO_PROOF).getByRole('link', { name: 'Conteúdos vinculados' }).click();
  await expect(page).toHaveURL(new RegExp(`#/Proof-composition/${demoProof.id}$`));
  await expect(page.getByRole('heading', { name: 'Conteúdos Vinculados' })).toBeVisible();
  for (const header of ['ID', 'Título', 'Tipo']) await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const courseRow = rowTitled(page, course.title);
  await expect(courseRow.getByRole('cell', { name: 'Curso', exact: true })).toBeVisible();
  await expect(courseRow.getByRole('link', { name: 'Editar curso' })).toHaveAttribute('href', `#/Course-edit/${course.id}`);
  await expect(page.getByRole('cell', { name: 'Trilha', exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar Relatório' }).click();
  const report = await downloading;
  expect(report.suggestedFilename()).toBe(`conteudos-vinculados-avaliacao-${demoProof.id}.xlsx`);
  const path = (await report.path())!;
  expect(fs.readFileSync(path).subarray(0, 2).toString()).toBe('PK');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'Título', 'Tipo']);
  const rows = sheet
    .getSheetValues()
    .slice(2)
    .map((r) => (r as unknown[]).slice(1));
  expect(rows).toContainEqual([course.id, course.title, 'Curso']);
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/#\/Proof\/1$/);

  // The other two types.
  await menu(page).getByRole('link', { name: 'Aval. de reação' }).click();
  await expect(page.getByRole('heading', { name: 'Aval. de reação' })).toBeVisible();
  await expect(rowTitled(page, 'Avaliação de reação padrão')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await menu(page).getByRole('link', { name: 'Quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Quiz' })).toBeVisible();
  await expect(rowTitled(page, 'Quiz rápido - Conceitos de seguro')).toHaveCount(1);
  await page.getByRole('link', { name: 'Nova Avaliação' }).click();
  await expect(page.getByRole('heading', { name: 'Nova Avaliação — Quiz' })).toBeVisible();

  await page.goto('/#/Proof/9');
  await expect(page.getByText('Página não encontrada')).toBeVisible();
});
