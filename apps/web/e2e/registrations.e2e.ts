import type { Route } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { BRANCH_ID } from '@backoffice/domain/constants';
import { cpfFromBase, formatCpf } from '@backoffice/domain/documents';
import { asAdmin, menu } from './support/session.ts';
import { gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { pick, expectSaved } from './support/form.ts';
import { row, search } from './support/list.ts';

const NOT_FOUND = 'Cadastro não encontrado. Por favor entre em contato com seu parceiro.';
const NULL_RESULT = 'Houve um erro na validação da base Imobiliária.';
const ONE_OF_TWO = 'Ao menos um dos 2 campos precisa ser preenchido. (CNPJ/CPF ou Código da imobiliária).';

/** A CPF no other record of this run has. */
const freshCpf = (salt: number) => cpfFromBase((Date.now() * 10 + salt) % 1_000_000_000);

test('edit a broker registration', async ({ page }) => {
  await asAdmin(page);
  const stamp = Date.now();
  const cpf = freshCpf(1);
  const { createOrUpdateCadastro: created } = await gql(
    page,
    'corretor',
    `mutation ($input: CorretorInput!) { createOrUpdateCadastro(input: $input) { id } }`,
    {
      input: { name: `Corretor E2E ${stamp}`, email: `corretor.${stamp}@e2e.local`, cpf, susep: '12345', telefone: '11912345678', papel: 1, grupo: 340431 },
    },
  );

  await menu(page).getByRole('link', { name: 'SSO Corretores' }).click();
  await expect(page.getByRole('heading', { name: 'SSO Corretores' })).toBeVisible();
  for (const header of ['ID', 'Nome', 'E-mail', 'CPF', 'Susep']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await search(page, `Corretor E2E ${stamp}`);
  await expect(row(page, `Corretor E2E ${stamp}`).getByRole('cell', { name: formatCpf(cpf), exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await row(page, `Corretor E2E ${stamp}`).getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`#/Corretor-edit/${created.id}$`));
  await expect(page.getByLabel('Nome')).toHaveValue(`Corretor E2E ${stamp}`);
  await expect(page.getByLabel('CPF')).toHaveValue(formatCpf(cpf));
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 91234-5678');
  await expectNoAxeViolations(page);

  await page.getByLabel('Nome').fill('');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O campo nome é obrigatório!')).toBeVisible();

  await page.getByLabel('Nome').fill(`Corretora E2E ${stamp}`);
  await page.getByLabel('Telefone').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.getByLabel('Telefone').pressSequentially('2132345678');
  await pick(page, 'Papel', 'Sócio');
  await pick(page, 'Grupo Susep', 'SUSEP PLENA');
  await page.getByRole('textbox', { name: 'Susep', exact: true }).fill('99887');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Corretor$/);

  const { cadastro } = await gql(page, 'corretor', `query ($id: Int!) { cadastro(id: $id) { name cpf telefone papel grupo susep } }`, { id: created.id });
  expect(cadastro).toEqual({ name: `Corretora E2E ${stamp}`, cpf, telefone: '2132345678', papel: 2, grupo: 340432, susep: '99887' });
});

test('edit a real-estate partner through the three outcomes of the base check', async ({ page }) => {
  await asAdmin(page);

  const stamp = Date.now();
  const name = `Parceira E2E ${stamp}`;
  const { createOrUpdateCadastro: created } = await gql(
    page,
    'parceiro',
    `mutation ($input: ParceiroInput!) { createOrUpdateCadastro(input: $input) { id } }`,
    {
      input: {
        name,
        email: `parceira.${stamp}@e2e.local`,
        cpf: freshCpf(2),
        company: 'Imobiliária E2E',
        role: 'Gerente',
        phone: '11912345678',
        branch: BRANCH_ID.STATUS_ENABLED,
        aprovado: true,
      },
    },
  );
  const code = String(stamp % 100_000_000);
  const known = `${String(stamp % 100_000_000).padStart(8, '0')}000190`;
  const unknown = `${String((stamp + 1) % 100_000_000).padStart(8, '0')}000191`;

  await menu(page).getByRole('link', { name: 'SSO Parceiros' }).click();
  await expect(page.getByRole('heading', { name: 'SSO Parceiros' })).toBeVisible();
  await search(page, name);
  await expect(row(page, name).getByRole('cell', { name: 'Parceiro comercial', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await row(page, name).getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`#/Parceiro-edit/${created.id}$`));
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Aprovado');
  await expectNoAxeViolations(page);

  // Real estate: no status; the two identifiers with the orange hint while both are empty.
  await pick(page, 'Ramo de Atuação', 'Imobiliária');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  await expect(page.getByText(ONE_OF_TWO)).toBeVisible();
  await page.getByLabel('CNPJ/CPF da imobiliária').fill('123.456');
  await page.getByLabel('Código da imobiliária').focus();
  await expect(page.getByText('Preencha o campo com um CPF ou CNPJ válido')).toBeVisible();

  // 1. An empty base answers null: nothing can be validated yet. The demo data fills the base
  // (its real-estate partners need it) and nothing empties it, so this one answer is what an
  // empty base sends (the API tests prove the server sends it); the rest of the journey is real.
  const emptyBase = async (route: Route) => route.fulfill({ json: { data: { verifica_base_imobiliaria: null } } });
  const isBaseCheck = (url: URL) => url.pathname === '/api/v1/parceiro/graphql';
  await page.route(isBaseCheck, async (route) => (route.request().postData()?.includes('verifica_base_imobiliaria') ? emptyBase(route) : route.fallback()));
  await page.getByLabel('CNPJ/CPF da imobiliária').fill(known);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(NULL_RESULT)).toBeVisible();
  await expect(page.getByText('Salvo com sucesso!')).toHaveCount(0);
  await page.unroute(isBaseCheck);

  // Import a small base, one row refused.
  await menu(page).getByRole('link', { name: 'Importar base' }).click();
  await expect(page.getByRole('heading', { name: 'Importar base' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Baixar modelo CSV' })).toHaveAttribute('href', '/templates/modelo-base-imobiliaria.csv');
  await expectNoAxeViolations(page);
  const csv = ['CNPJ/CPF;Código da imobiliária;Nome', `${known};;Imobiliária Conhecida`, `;${code};Imobiliária Só Código`, '123;;Documento Curto'].join('\n');
  const file = { name: 'base.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') };
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Enviar' }).click();
  const result = page.getByLabel('Resultado da importação');
  await expect(result.getByText('Imobiliárias criadas: 2 · Atualizados: 0')).toBeVisible();
  await expect(result.getByText('Linhas com erro: 1')).toBeVisible();
  await expect(result.getByRole('row').filter({ hasText: 'Preencha o campo com um CPF ou CNPJ válido' }).getByRole('cell').first()).toHaveText('4');
  // The same file again updates what it finds.
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(result.getByText('Imobiliárias criadas: 0 · Atualizados: 2')).toBeVisible();

  // 2. An identifier the base does not have, in red.
  await page.goto(`/#/Parceiro-edit/${created.id}`);
  await pick(page, 'Ramo de Atuação', 'Imobiliária');
  await page.getByLabel('CNPJ/CPF da imobiliária').fill(unknown);
  await page.getByRole('button', { name: 'Salvar' }).click();
  const outcome = page.getByRole('alert').filter({ hasText: NOT_FOUND });
  await expect(outcome).toBeVisible();
  await expect(outcome).toHaveAttribute('style', /--alert-color: var\(--mantine-color-red/);
  await expect(page.getByText('Salvo com sucesso!')).toHaveCount(0);

  // 3. A code the base has: saved.
  await page.getByLabel('CNPJ/CPF da imobiliária').fill('');
  await page.getByLabel('Código da imobiliária').fill(code);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page).toHaveURL(new RegExp(`#/Parceiro-edit/${created.id}$`));

  const { cadastro } = await gql(page, 'parceiro', `query ($id: Int!) { cadastro(id: $id) { branch { id } status cnpj_cpf_imobiliaria cod_imobiliaria } }`, {
    id: created.id,
  });
  expect(cadastro).toEqual({ branch: { id: BRANCH_ID.REAL_ESTATE }, status: null, cnpj_cpf_imobiliaria: null, cod_imobiliaria: code });
  await page.goto(`/#/Parceiro?search=${encodeURIComponent(name)}`);
  await expect(row(page, name).getByRole('cell', { name: 'Imobiliária', exact: true })).toBeVisible();
});
