import type { Page } from '@playwright/test';
import { REDIRECT_AFTER_SAVE_MS } from '@backoffice/domain/constants';
import { expect, test } from './support/test.ts';
import { gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { rowTitled } from './support/list.ts';
import { asAdmin } from './support/session.ts';

const DEMO_PROOF = 'Avaliação final - Seguro Auto';

async function demoProofId(page: Page): Promise<number> {
  const { proof_collections: proofs } = await gql(page, 'lms', '{ proof_collections(type_id: 1) { id title } }');
  return proofs.find((p: { title: string }) => p.title === DEMO_PROOF).id;
}

async function questionsTitled(page: Page, proofId: number, title: string): Promise<number> {
  const { question_collections: questions } = await gql(page, 'lms', 'query ($p: Int!) { question_collections(proof_id: $p) { title } }', { p: proofId });
  return questions.filter((q: { title: string }) => q.title === title).length;
}

test('a saved form takes no second click until it leaves; a deletion leaves nothing over the next screen', async ({ page }) => {
  await asAdmin(page);
  const proofId = await demoProofId(page);
  const title = `Pergunta salva uma vez ${Date.now()}`;

  await page.goto(`/#/Question-new/1/${proofId}`);
  await expect(page.getByRole('heading', { name: 'Adicionar pergunta e respostas' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Pergunta', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Resposta 1', exact: true }).fill('Sim');
  await page.getByRole('checkbox', { name: 'Correta 1' }).check();
  const save = page.getByRole('button', { name: 'Salvar' });
  await save.click();
  await expect(page.getByText('Salvo com sucesso!')).toBeVisible();
  // In the 2 s before the list, the button stays disabled: a second click saves nothing.
  await expect(save).toBeDisabled();
  await save.click({ force: true });
  await page.clock.runFor(REDIRECT_AFTER_SAVE_MS);
  await expect(page).toHaveURL(new RegExp(`#/Question/1/${proofId}$`));
  expect(await questionsTitled(page, proofId, title)).toBe(1);

  // Its answer deleted: the notification, no dialog to close, and the next screen takes its clicks.
  await rowTitled(page, title).getByRole('link', { name: 'Respostas' }).click();
  await rowTitled(page, 'Sim').getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Exclusão concluída com sucesso!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(rowTitled(page, 'Sim')).toHaveCount(0);
  // The toast leaves the header's buttons free: 'Voltar' takes the click while it shows.
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(new RegExp(`#/Question/1/${proofId}$`));
  await page.goto('/#/trail');
  await page.getByRole('link', { name: 'Nova Trilha' }).click();
  await expect(page).toHaveURL(/#\/Trail-new$/);
});

test('an address whose id is malformed, unknown or of another kind shows "Registro não encontrado" with a way back', async ({ page }) => {
  await asAdmin(page);
  const proofId = await demoProofId(page);
  const { courses_collections: online } = await gql(page, 'lms', '{ courses_collections(type: "online", limit: 1) { id } }');
  const { courses_collections: presential } = await gql(page, 'lms', '{ courses_collections(type: "presential", limit: 1) { id } }');
  const addresses = [
    '/#/Course-edit/abc',
    '/#/Trail-edit/abc',
    '/#/Trail-edit/99999',
    '/#/Chat-edit/99999',
    `/#/Question/1/99999`,
    `/#/Question-edit/1/${proofId}/99999`,
    '/#/Classroom-subscription/99999',
    '/#/segmentation/Media/99999',
    `/#/Presential-course-edit/${online[0].id}`,
    `/#/Course-edit/${presential[0].id}`,
  ];
  for (const address of addresses) {
    // From another screen each time: the one before is gone when the next shows.
    await page.goto('/#/home');
    await expect(page.getByText('Registro não encontrado')).toHaveCount(0);
    await page.goto(address);
    await expect(page.getByText('Registro não encontrado'), address).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar' }), address).toHaveCount(0);
    await expect(page.getByText('Erro :('), address).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
  // The way back.
  await page.goto('/#/trail');
  await page.goto('/#/Trail-edit/99999');
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/#\/trail\/?$/i);
});
