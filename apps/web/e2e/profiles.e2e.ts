import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectSaved } from './support/form.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { asAdmin, signIn, menu } from './support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { row } from './support/list.ts';

async function openModules(page: Page, profileTitle: string) {
  await page.goto('/#/Profiles');
  await row(page, profileTitle).getByRole('link', { name: 'Módulos' }).click();
  await expect(page.getByRole('heading', { name: `Módulos do perfil ${profileTitle}` })).toBeVisible();
  await expectNoAxeViolations(page);
}

async function toggleModule(page: Page, option: string) {
  await page.getByPlaceholder('Escolha os módulos').click();
  const response = page.waitForResponse((r) => r.url().includes('/account/graphql') && r.request().postData()!.includes('ProfileAccountModule'));
  await page.getByRole('option', { name: option }).click();
  await response;
  await page.keyboard.press('Escape');
}

test('create, validate, edit and delete a profile', async ({ page }) => {
  await asAdmin(page);
  await menu(page).getByRole('link', { name: 'Perfis Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Perfis Admin' })).toBeVisible();
  // Super administrator profiles have no edit, module or delete action.
  await expect(row(page, 'Super Administrador').getByRole('link', { name: 'Editar' })).toHaveCount(0);
  // The profiles the rules refer to by id (1 and 15) can be edited but not deleted.
  await expect(row(page, 'Gestor de Conteúdo').getByRole('link', { name: 'Editar' })).toBeVisible();
  await expect(row(page, 'Gestor de Conteúdo').getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Novo perfil' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O campo título é obrigatório!')).toBeVisible();
  await expect(page.getByLabel('Título')).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel('Título').fill('Auditoria');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Profiles$/);
  await expect(row(page, 'Auditoria').getByRole('cell').nth(3)).toHaveText('0');

  await row(page, 'Auditoria').getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByLabel('Título')).toHaveValue('Auditoria');
  await expectNoAxeViolations(page);
  await page.getByLabel('Título').fill('Auditoria Interna');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Profiles$/);

  await row(page, 'Auditoria Interna').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Atenção!')).toBeVisible();
  await expect(
    page.getByText('Tem certeza que deseja excluir o perfil Auditoria Interna? Não será possível recuperar o registro após a exclusão'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Exclusão concluída com sucesso!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row(page, 'Auditoria Interna')).toHaveCount(0);
});

test('modules given to a profile change the menu of its users', async ({ browser }) => {
  const adminPage = await (await browser.newContext()).newPage();
  const userPage = await (await browser.newContext()).newPage();
  await asAdmin(adminPage);
  // Ana Lima is a demo user of the Administrador profile, which starts without 'Profile'.
  await signIn(userPage, 'ana.lima@demo.local', DEMO_PASSWORD);
  await expect(menu(userPage).getByRole('link', { name: 'Início' })).toBeVisible();
  await expect(menu(userPage).getByRole('link', { name: 'Perfis Admin' })).toHaveCount(0);

  await openModules(adminPage, 'Administrador');
  await toggleModule(adminPage, 'Perfis Admin (Profile)');
  await userPage.reload();
  await expect(menu(userPage).getByRole('link', { name: 'Perfis Admin' })).toBeVisible();
  await menu(userPage).getByRole('link', { name: 'Perfis Admin' }).click();
  await expect(row(userPage, 'Gestor de Conteúdo')).toBeVisible();

  await adminPage.getByRole('button', { name: 'Salvar' }).click();
  await toggleModule(adminPage, 'Perfis Admin (Profile)');
  await userPage.goto('/#/home');
  await userPage.reload();
  await expect(menu(userPage).getByRole('link', { name: 'Perfis Admin' })).toHaveCount(0);
  await userPage.goto('/#/Profiles');
  await expect(userPage.getByText('Seu perfil não tem acesso a esta funcionalidade.')).toBeVisible();
});

test('the users of a profile are listed and exported as a spreadsheet', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/#/Profiles');
  await row(page, 'Gestor de Conteúdo').getByRole('link', { name: 'Usuários do perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Usuários Gestor de Conteúdo' })).toBeVisible();
  for (const header of ['ID', 'Nome', 'E-mail', 'UID']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Editar' }).first()).toHaveAttribute('href', /#\/User-edit\/\d+$/);
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  expect((await download).suggestedFilename()).toBe('usuarios-perfil-15.xlsx');

  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/#\/Profiles$/);
});
