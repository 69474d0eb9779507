import { expect, test } from './support/test.ts';
import { ADMIN } from './support/server.ts';
import { login, menu } from './support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test('a visitor without a session is sent to the login page, downloading neither the shell nor the screen asked for', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/#/Profiles');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(scripts.filter((path) => /authenticated-layout|profiles-page/.test(path))).toEqual([]);
});

test('a wrong password is refused with a message', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByLabel('E-mail ou matrícula').fill(ADMIN.login);
  await page.getByLabel('Senha').fill('not-the-password');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail/matrícula ou senha inválidos.');
  await expect(page).toHaveURL(/#\/login$/);
});

test('the super administrator logs in, sees the shell and logs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/login$/);
  await login(page, ADMIN.login, ADMIN.password);
  await expect(page.getByText(`Olá, ${ADMIN.firstName}`).first()).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Início' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Perfis Admin' })).toBeVisible();
  for (const link of ['Suporte', 'Configurações de cookies', 'Blog']) {
    await expect(page.getByRole('link', { name: link })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: ADMIN.firstName }).click();
  await expect(page).toHaveURL(/#\/profile$/);
  await expect(page.getByRole('cell', { name: ADMIN.login })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await page.goto('/#/Profiles');
  await expect(page).toHaveURL(/#\/login$/);
});

test('/auth/{token} turns a handed-over token into a session', async ({ page, request }) => {
  const response = await request.post('/api/v1/account/login', { data: { login: ADMIN.login, password: ADMIN.password } });
  const { token } = (await response.json()) as { token: string };
  await page.goto(`/#/auth/${token}`);
  await expect(page).toHaveURL(/#\/home$/);
  await expect(menu(page).getByRole('link', { name: 'Perfis Admin' })).toBeVisible();

  await page.goto('/#/auth/not-a-valid-token');
  await expect(page).toHaveURL(/#\/login$/);
});
