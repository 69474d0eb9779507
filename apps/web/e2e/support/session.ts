import { expect, type Page } from '@playwright/test';

export async function login(page: Page, login: string, password: string) {
  await page.goto('/#/login');
  await page.getByLabel('E-mail ou matrícula').fill(login);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/#\/home$/);
}

export function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal' });
}
