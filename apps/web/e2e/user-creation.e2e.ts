import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { cpfFromBase, formatCpf } from '@backoffice/domain/documents';
import { asAdmin } from './support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { pick } from './support/form.ts';

// CPFs below 100.000.000-00: the demo base never uses them.
const cpf = (n: number) => formatCpf(cpfFromBase(12_345_000 + n));

async function fillPerson(page: Page, person: { name: string; cpf: string; email: string; phone: string }) {
  await page.getByLabel('Nome').fill(person.name);
  // The masks format what is typed: digits only, as a person would.
  await page.getByLabel('CPF').pressSequentially(person.cpf.replace(/\D/g, ''));
  await expect(page.getByLabel('CPF')).toHaveValue(person.cpf);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Telefone').pressSequentially(person.phone.replace(/\D/g, ''));
  await expect(page.getByLabel('Telefone')).toHaveValue(person.phone);
}

test('create one corretor and one parceiro, then see a repeated CPF refused', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/#/User-create-one');
  await expect(page.getByRole('heading', { name: 'Criar usuário' })).toBeVisible();

  // The form checks with the domain schema before anything is sent.
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O campo nome é obrigatório!')).toBeVisible();
  await expect(page.getByText('O campo papel é obrigatório!')).toBeVisible();
  await expect(page.getByLabel('Nome')).toBeFocused();
  await expectNoAxeViolations(page);

  const broker = { name: 'Helena Duarte Corretora', cpf: cpf(1), email: 'helena.duarte@e2e-corretora.com.br', phone: '(11) 98765-4321' };
  await fillPerson(page, broker);
  await expect(page.getByLabel('Corretor')).toBeChecked();
  await pick(page, 'Papel', 'Sócio');
  await page.getByLabel('Código Susep').fill('E2E1001');
  await pick(page, 'Grupo Susep', 'SUSEP PLENA');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/corretor/create-users-from-dashboard'));
  await page.getByRole('button', { name: 'Salvar' }).click();
  const request = await sent;
  expect(request.headers()['content-type']).toContain('text/plain');
  expect(JSON.parse(request.postData()!)).toMatchObject({ cpf: broker.cpf.replace(/\D/g, ''), telefone: '11987654321', papel: 2, susep_grupo: 340432 });
  await expect(page.getByText('Usuário criado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/#\/User$/, { timeout: 6000 });

  await page.goto('/#/User-create-one');
  const partner = { name: 'Caio Nogueira Parceiro', cpf: cpf(2), email: 'caio.nogueira@e2e-parceiro.com.br', phone: '(21) 3456-7890' };
  await fillPerson(page, partner);
  await page.getByLabel('Parceiro').check();
  await expect(page.getByLabel('Código Susep')).toHaveCount(0);
  await pick(page, 'Ramo de atuação', 'Imobiliária');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário criado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/#\/User$/, { timeout: 6000 });
  // The list on screen, not only in the address: leaving while its screen still loads kept the
  // form's typing racing the navigation on a busy machine (a digit of the phone came twice).
  await expect(page.getByRole('heading', { name: 'Usuários' })).toBeVisible();

  // The same CPF again: the server's first error is shown, and the form stays.
  await page.goto('/#/User-create-one');
  await fillPerson(page, { ...partner, email: 'outro.email@e2e-parceiro.com.br' });
  await page.getByLabel('Parceiro').check();
  await pick(page, 'Ramo de atuação', 'Imobiliária');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Já existe um usuário com este CPF.' })).toBeVisible();
  // Past the 2 s after which a saved form leaves: a refused one stays.
  await page.clock.runFor(3500);
  await expect(page).toHaveURL(/#\/User-create-one$/);
});

test('import a batch of brokers with some bad rows and read the result panel', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/#/User-create-batch');
  await expect(page.getByRole('tab', { name: 'Parceiro' })).toHaveAttribute('aria-selected', 'true');

  // Each tab offers its template, served as a static file.
  const partnerTemplate = page.getByRole('link', { name: 'Baixar modelo CSV' });
  await expect(partnerTemplate).toHaveAttribute('href', '/templates/modelo-usuarios-parceiros.csv');
  await page.getByRole('tab', { name: 'Corretor' }).click();
  const template = page.getByRole('link', { name: 'Baixar modelo CSV' });
  await expect(template).toHaveAttribute('href', '/templates/modelo-usuarios-corretores.csv');
  const download = await page.request.get('/templates/modelo-usuarios-corretores.csv');
  expect(download.ok()).toBe(true);
  expect((await download.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('Nome;CPF;E-mail;Telefone;Papel;Código Susep;Grupo Susep');

  const csv = [
    '\uFEFFNome;CPF;E-mail;Telefone;Papel;Código Susep;Grupo Susep',
    `Lote Um;${cpf(11)};lote.um@e2e-corretora.com.br;(31) 99876-5432;1;L1;340431`,
    `Lote Dois;123.456.789-00;lote.dois@e2e-corretora.com.br;(31) 99876-5432;2;L2;340432`,
    `Lote Três;${cpf(13)};lote.tres@e2e-corretora.com.br;(31) 99876-5432;Preposto;L3;SUSEP`,
    `;${cpf(14)};sem.nome@e2e-corretora.com.br;(31) 99876-5432;1;L4;340431`,
    `Lote Cinco;${cpf(11)};lote.cinco@e2e-corretora.com.br;(31) 99876-5432;1;L5;340431`,
  ].join('\r\n');
  await page.locator('input[type="file"]').setInputFiles({ name: 'corretores.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByRole('button', { name: 'Enviar' }).click();

  const panel = page.getByLabel('Resultado da importação');
  await expect(panel.getByText('Usuários criados: 2')).toBeVisible();
  await expect(panel.getByText('Linhas com erro: 3')).toBeVisible();
  const rows = panel.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['3', '123.456.789-00', 'Informe um CPF válido.']);
  await expect(rows.nth(2).getByRole('cell')).toHaveText(['5', cpf(14), 'O campo nome é obrigatório!']);
  await expect(rows.nth(3).getByRole('cell')).toHaveText(['6', cpf(11), 'CPF repetido no arquivo (linha 2).']);
  await expectNoAxeViolations(page);

  // The same file again creates nothing.
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(panel.getByText('Usuários criados: 0')).toBeVisible();
  await expect(panel.getByText('Linhas com erro: 5')).toBeVisible();

  // A file that is not a CSV is refused as a whole, with the server's message.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'foto.csv', mimeType: 'text/csv', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x1a, 0x0a]) });
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'O arquivo não é um CSV de texto.' })).toBeVisible();
});
