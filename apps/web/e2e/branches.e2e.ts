import { expect, test } from './support/test.ts';
import { expectSaved } from './support/form.ts';
import { cpfFromBase } from '@backoffice/domain/documents';
import { asAdmin, menu } from './support/session.ts';
import { gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { row, rowTitled, search } from './support/list.ts';

/** The row whose title cell is exactly `title`. */

test('create, validate, edit and delete a branch of activity', async ({ page }) => {
  const name = `Ramo E2E ${Date.now()}`;
  await asAdmin(page);
  await menu(page).getByRole('link', { name: 'Ramos de atuação' }).click();
  await expect(page.getByRole('heading', { name: 'Ramos de atuação' })).toBeVisible();
  for (const header of ['ID', 'Título']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }

  await page.getByRole('link', { name: 'Novo ramo de atuação' }).click();
  await expect(page).toHaveURL(/#\/Branch-new$/);
  await page.getByLabel('Nome').fill('   ');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O nome do Ramo de atuação não pode ser vazio.')).toBeVisible();
  await expect(page.getByLabel('Nome')).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel('Nome').fill(name);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Branch$/);
  await search(page, name);
  await expect(row(page, name)).toHaveCount(1);
  await expectNoAxeViolations(page);

  // The same name again: the save failure toast of the error catalogue, with the reason.
  await page.goto('/#/Branch-new');
  await page.getByLabel('Nome').fill(name.toUpperCase());
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Ocorreu um erro ao salvar o ramo de atuação.')).toBeVisible();
  await expect(page.getByText('Já existe um ramo de atuação com este nome.')).toBeVisible();
  await expect(page).toHaveURL(/#\/Branch-new$/);

  await page.goto(`/#/Branch?search=${encodeURIComponent(name)}`);
  await row(page, name).getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/#\/Branch-edit\/\d+$/);
  await expect(page.getByLabel('Nome')).toHaveValue(name);
  await expectNoAxeViolations(page);
  await page.getByLabel('Nome').fill(`${name} renomeado`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Branch$/);

  await search(page, `${name} renomeado`);
  await row(page, `${name} renomeado`).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Atenção!')).toBeVisible();
  await expect(
    page.getByText(`Tem certeza que deseja excluir o ramo de atuação ${name} renomeado? Não será possível recuperar o registro após a exclusão`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Exclusão concluída com sucesso!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row(page, name)).toHaveCount(0);
  await expect(page.getByText('(Vazio)')).toBeVisible();
});

test('the branches the rules need offer no delete, a branch with partners is refused, a missing one reports the load failure', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/#/Branch?orderby=id&order=asc');
  for (const title of ['Imobiliária', 'Parceiro comercial']) {
    await expect(rowTitled(page, title).getByRole('link', { name: 'Editar' })).toBeVisible();
    await expect(rowTitled(page, title).getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  }

  // A branch in use by a partner: the server refuses, the list keeps it.
  const name = `Ramo em uso ${Date.now()}`;
  const parceiro = (query: string, variables: Record<string, unknown>) => gql(page, 'parceiro', query, variables);
  const { createOrUpdateBranch: used } = await parceiro(`mutation ($v: String) { createOrUpdateBranch(input: { value: $v }) { id } }`, { v: name });
  const stamp = Date.now();
  await parceiro(`mutation ($input: ParceiroInput!) { createOrUpdateCadastro(input: $input) { id } }`, {
    input: {
      name: `Parceiro ${stamp}`,
      email: `parceiro.${stamp}@e2e.local`,
      cpf: cpfFromBase(stamp % 1_000_000_000),
      company: 'Empresa',
      role: 'Cargo',
      phone: '11912345678',
      branch: used.id,
    },
  });
  await page.goto(`/#/Branch?search=${encodeURIComponent(name)}`);
  await rowTitled(page, name).getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Não é possível excluir um ramo de atuação com parceiros vinculados.')).toBeVisible();
  await expect(rowTitled(page, name)).toHaveCount(1);

  await page.goto('/#/Branch-edit/999999999');
  await expect(page.getByText('Ocorreu um erro ao carregar as informações.')).toBeVisible();
});
