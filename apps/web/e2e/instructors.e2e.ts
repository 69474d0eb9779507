import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { cpfFromBase, formatCpf } from '@backoffice/domain/documents';
import { gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { pick, expectSaved } from './support/form.ts';
import { tabTo } from './support/keyboard.ts';
import { rowTitled, search } from './support/list.ts';
import { asAdmin, menu } from './support/session.ts';

const save = (page: Page) => page.getByRole('button', { name: 'Salvar' });
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Nome' });
const cpfField = (page: Page) => page.getByRole('textbox', { name: 'CPF' });

test('create by keyboard, validate, search, sort, edit and delete an instructor', async ({ page }) => {
  const stamp = Date.now();
  const name = `Instrutor E2E ${stamp}`;
  const cpfDigits = cpfFromBase(stamp % 1_000_000_000);
  const cpf = formatCpf(cpfDigits);
  await asAdmin(page);
  await menu(page).getByRole('link', { name: 'Instrutores' }).click();
  await expect(page.getByRole('heading', { name: 'Instrutores' })).toBeVisible();
  for (const header of ['ID', 'Nome', 'CPF', 'Localização']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // The sort button acts only once both the order-by and the order are chosen.
  const sort = page.getByRole('button', { name: 'Ordenar' });
  await expect(sort).toBeDisabled();
  await pick(page, 'Ordenar por', 'Nome');
  await expect(sort).toBeDisabled();
  await pick(page, 'Ordem', 'Crescente');
  await expect(sort).toBeEnabled();
  await sort.click();
  await expect(page).toHaveURL(/#\/Instrutor\?orderby=name&order=asc$/);
  const { instrutor_collection: byName } = await gql(page, 'lms', `{ instrutor_collection(orderby: "name", order: "asc") { nome } }`);
  await expect(page.getByRole('row').locator('td:nth-child(3)')).toHaveText(byName.map((i: { nome: string }) => i.nome));

  // The form, by keyboard: Enter on an empty form shows the validation messages and focuses the name.
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page).toHaveURL(/#\/Instrutor-new$/);
  await expect(page.getByRole('heading', { name: 'Novo Instrutor' })).toBeVisible();
  await tabTo(page, nameField(page));
  await page.keyboard.press('Enter');
  await expect(page.getByText('O nome do Instrutor não pode ser vazio.')).toBeVisible();
  await expect(page.getByText('O campo cpf é obrigatório!')).toBeVisible();
  await expect(nameField(page)).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(cpfField(page)).toBeFocused();
  await page.keyboard.type(`${cpfDigits.slice(0, 10)}${(Number(cpfDigits[10]) + 1) % 10}`);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Informe um CPF válido.')).toBeVisible();
  await expect(cpfField(page)).toBeFocused();
  await page.keyboard.press('Backspace');
  await page.keyboard.type(cpfDigits[10]);
  await expect(cpfField(page)).toHaveValue(cpf);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Interno' })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Interno' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Externo' })).toBeChecked();
  await tabTo(page, save(page), 5);
  await page.keyboard.press('Enter');
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Instrutor$/);

  // Found by name and by CPF, typed as digits or masked.
  for (const term of [name, cpfDigits, cpf]) {
    await search(page, term);
    await expect(rowTitled(page, name)).toHaveCount(1);
    await expect(rowTitled(page, name).getByRole('cell', { name: cpf, exact: true })).toBeVisible();
    await expect(rowTitled(page, name).getByRole('cell', { name: 'Externo', exact: true })).toBeVisible();
  }

  // The same CPF again: the save failure toast of the error catalogue with the reason, and saving stays possible.
  await page.goto('/#/Instrutor-new');
  await nameField(page).fill(`${name} duplicado`);
  await cpfField(page).pressSequentially(cpfDigits);
  await save(page).click();
  await expect(page.getByText('Ocorreu um erro ao salvar o instrutor.')).toBeVisible();
  await expect(page.getByText('Já existe um instrutor com este CPF.')).toBeVisible();
  await expect(save(page)).toBeEnabled();
  await expect(page).toHaveURL(/#\/Instrutor-new$/);

  await page.goto(`/#/Instrutor?search=${encodeURIComponent(name)}`);
  await rowTitled(page, name).getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/#\/Instrutor-edit\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Editar Instrutor' })).toBeVisible();
  await expect(nameField(page)).toHaveValue(name);
  await expect(cpfField(page)).toHaveValue(cpf);
  await expect(page.getByRole('radio', { name: 'Externo' })).toBeChecked();
  await expectNoAxeViolations(page);
  await nameField(page).fill(`${name} renomeado`);
  await page.getByRole('radio', { name: 'Interno' }).check();
  await save(page).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Instrutor$/);

  await search(page, `${name} renomeado`);
  await expect(rowTitled(page, `${name} renomeado`).getByRole('cell', { name: 'Interno', exact: true })).toBeVisible();
  await rowTitled(page, `${name} renomeado`).getByRole('button', { name: 'Excluir' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Atenção!')).toBeVisible();
  await expect(
    dialog.getByText(
      `Tem certeza que deseja excluir o instrutor ${name} renomeado? Não será possível recuperar o registro após a exclusão. Novas turmas não poderão ser criadas com este instrutor.`,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Exclusão concluída com sucesso!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rowTitled(page, `${name} renomeado`)).toHaveCount(0);
  await expect(page.getByText('(Vazio)')).toBeVisible();

  await page.goto('/#/Instrutor-edit/999999999');
  await expect(page.getByText('Ocorreu um erro ao carregar as informações.')).toBeVisible();
});
