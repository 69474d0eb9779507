import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { ADMIN, DEMO_PASSWORD } from './support/server.ts';
import { asAdmin, signIn, menu } from './support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { pick } from './support/form.ts';
import { row, search } from './support/list.ts';

const bodyRows = (page: Page) => page.locator('tbody tr');

/** The ids of the rows on screen (the column after the selection box). */
async function ids(page: Page): Promise<number[]> {
  return (await bodyRows(page).locator('td:nth-child(2)').allInnerTexts()).map(Number);
}

async function loginFails(page: Page, user: string, password: string, message: string) {
  await page.goto('/#/login');
  await page.getByLabel('E-mail ou matrícula').fill(user);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(page).toHaveURL(/#\/login$/);
}

test('search, order and page through the users', async ({ page }) => {
  await asAdmin(page);
  await menu(page).getByRole('link', { name: 'Usuários' }).click();
  await expect(page.getByRole('heading', { name: 'Usuários' })).toBeVisible();
  for (const header of ['ID', 'Nome', 'Perfil']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  // The super administrator may create users and log in as them.
  await expect(page.getByRole('link', { name: 'Novo usuário' })).toHaveAttribute('href', '#/User-create-one');
  await expect(page.getByRole('link', { name: 'Criar usuários em lote' })).toHaveAttribute('href', '#/User-create-batch');

  // Page 1: 20 users, newest first.
  await expect(bodyRows(page)).toHaveCount(20);
  const first = await ids(page);
  expect(first).toEqual([...first].sort((a, b) => b - a));
  const firstRow = bodyRows(page).first();
  await expect(firstRow.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `#/User-edit/${first[0]}`);
  await expect(firstRow.getByRole('link', { name: 'Segmentações do usuário' })).toHaveAttribute('href', `#/segmentation/User/${first[0]}`);
  await expectNoAxeViolations(page);

  // Pages 2 and 3 follow on without repeating anyone; the page lives in the URL.
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  // The previous page stays on screen until the next one arrives.
  await expect.poll(async () => Math.max(...(await ids(page)))).toBeLessThan(Math.min(...first));
  await expect(bodyRows(page)).toHaveCount(20);
  const second = await ids(page);
  await page.getByRole('button', { name: '3', exact: true }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect.poll(async () => Math.max(...(await ids(page)))).toBeLessThan(Math.min(...second));
  await page.reload();
  await expect.poll(async () => Math.max(...(await ids(page)))).toBeLessThan(Math.min(...second));

  // Oldest first.
  await pick(page, 'Ordem', 'Crescente');
  await expect(page).toHaveURL(/order=asc/);
  await expect(page).not.toHaveURL(/page=/);
  await expect
    .poll(async () => {
      const ascending = await ids(page);
      return ascending.length === 20 && ascending.every((id, i) => i === 0 || id > ascending[i - 1]);
    })
    .toBe(true);
  expect((await ids(page))[0]).toBeLessThan(Math.min(...second));

  // By name: the search narrows the list to the demo users named Lima.
  await search(page, 'Lima');
  await pick(page, 'Ordenar por', 'Nome');
  await expect(page).toHaveURL(/orderby=name/);
  await expect(bodyRows(page).first()).toContainText('Ana Lima');
  await pick(page, 'Ordem', 'Decrescente');
  await expect(bodyRows(page).first()).not.toContainText('Ana Lima');
  const names = await bodyRows(page).locator('td:nth-child(3)').allInnerTexts();
  expect(names.every((n) => /lima/i.test(n))).toBe(true);

  await search(page, 'ana.lima@demo');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText('Ana Lima');
  await search(page, 'ninguém-com-este-nome');
  await expect(page.getByText('(Vazio)')).toBeVisible();
});

test('block a user: their session ends, the login refuses them until unblocked', async ({ browser }) => {
  const adminPage = await (await browser.newContext()).newPage();
  const userPage = await (await browser.newContext()).newPage();
  const user = { name: 'Hugo Lima', mail: 'hugo.lima@demo.local' };
  await signIn(userPage, user.mail, DEMO_PASSWORD);
  await expect(userPage.getByText('Olá, Hugo').first()).toBeVisible();

  await asAdmin(adminPage);
  await adminPage.goto('/#/User');
  await search(adminPage, user.mail);
  await row(adminPage, user.name).getByRole('link', { name: 'Editar' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Editar usuário' })).toBeVisible();
  await expect(adminPage.getByLabel('Nome')).toHaveValue(user.name);
  await expect(adminPage.getByLabel('E-mail')).toHaveValue(user.mail);
  await expect(adminPage.getByLabel('User ID (UID)')).not.toHaveValue('');
  await expect(adminPage.getByRole('combobox', { name: 'Perfil' })).toHaveValue('Atendimento');
  await expect(adminPage.getByLabel('Motivo do bloqueio')).toHaveCount(0);
  await expectNoAxeViolations(adminPage);

  // The reason appears only while the box is checked, and unchecking clears it.
  await adminPage.getByLabel('Bloquear usuário').check();
  await adminPage.getByLabel('Motivo do bloqueio').fill('Rascunho');
  await adminPage.getByLabel('Bloquear usuário').uncheck();
  await expect(adminPage.getByLabel('Motivo do bloqueio')).toHaveCount(0);
  await adminPage.getByLabel('Bloquear usuário').check();
  await expect(adminPage.getByLabel('Motivo do bloqueio')).toHaveValue('');

  await adminPage.getByLabel('Motivo do bloqueio').fill('Desligado da corretora');
  await adminPage.getByRole('button', { name: 'Salvar' }).click();
  await expect(adminPage.getByText('Salvo com sucesso!')).toBeVisible();
  await expect(adminPage).toHaveURL(/#\/User$/);

  // The open session ends at once, and the login refuses the right password.
  await userPage.reload();
  await expect(userPage).toHaveURL(/#\/login$/);
  await loginFails(userPage, user.mail, DEMO_PASSWORD, 'Usuário bloqueado. Procure o administrador do sistema.');

  // The reason is kept while blocked; unblocking lets them in again.
  await search(adminPage, user.mail);
  await row(adminPage, user.name).getByRole('link', { name: 'Editar' }).click();
  await expect(adminPage.getByLabel('Motivo do bloqueio')).toHaveValue('Desligado da corretora');
  await adminPage.getByLabel('Bloquear usuário').uncheck();
  await adminPage.getByRole('button', { name: 'Salvar' }).click();
  await expect(adminPage.getByText('Salvo com sucesso!')).toBeVisible();
  await signIn(userPage, user.mail, DEMO_PASSWORD);
  await expect(userPage.getByText('Olá, Hugo').first()).toBeVisible();
});

test('validation messages of the user form', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/#/User');
  await search(page, 'Isabel Lima');
  await row(page, 'Isabel Lima').getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByLabel('Nome')).toHaveValue('Isabel Lima');
  await page.getByLabel('Nome').fill('');
  await page.getByLabel('E-mail').fill('sem-arroba');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O campo nome é obrigatório!')).toBeVisible();
  await expect(page.getByText('Informe um e-mail válido.')).toBeVisible();
  await expect(page.getByLabel('Nome')).toBeFocused();

  // The server's refusal of a duplicate e-mail arrives as a toast.
  await page.getByLabel('Nome').fill('Isabel Lima');
  await page.getByLabel('E-mail').fill('ANA.LIMA@demo.local');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Este e-mail já está em uso por outro usuário.')).toBeVisible();
  await expect(page).toHaveURL(/#\/User-edit\/\d+$/);
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/#\/User(\?.*)?$/);
});

test('log in as a user in a new tab, with the banner, and end it', async ({ page, context }) => {
  await asAdmin(page);
  await page.goto('/#/User');
  await search(page, 'elisa.lima@demo');
  await expect(bodyRows(page)).toHaveCount(1);

  const opened = context.waitForEvent('page');
  await row(page, 'Elisa Lima').getByRole('button', { name: 'Acessar como este usuário' }).click();
  const tab = await opened;
  await expect(tab).toHaveURL(/#\/home$/);
  await expect(tab.getByRole('heading', { name: 'Olá, Elisa!' })).toBeVisible();
  await expect(tab.getByText('Olá, Elisa').first()).toBeVisible();
  const banner = tab.getByRole('alert', { name: 'Acesso como outro usuário' });
  await expect(banner).toContainText('Você está acessando como Elisa Lima.');
  await expect(banner).toContainText(`Acesso aberto por ${ADMIN.firstName}`);
  await expectNoAxeViolations(tab);
  // The tab has the user's menu, not the administrator's.
  await expect(menu(tab).getByRole('link', { name: 'Perfis Admin' })).toHaveCount(0);
  // The administrator's own tab is still the administrator's, after a reload too.
  await page.reload();
  await expect(menu(page).getByRole('link', { name: 'Perfis Admin' })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Acesso como outro usuário' })).toHaveCount(0);

  const closed = tab.waitForEvent('close');
  await banner.getByRole('button', { name: 'Encerrar acesso' }).click();
  await closed;
  // Ending the access did not log the administrator out.
  await page.reload();
  await expect(menu(page).getByRole('link', { name: 'Perfis Admin' })).toBeVisible();
});
