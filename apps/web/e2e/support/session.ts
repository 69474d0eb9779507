import fs from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { CLIENT_HEADERS } from './api.ts';
import { E2E_BASE_URL, SERVER_INDEX } from './server.ts';

/** The super administrator's session on each server, made once per run by global-setup.ts. */
export function adminStateFile(index: number): string {
  return path.resolve(import.meta.dirname, `../../../../.tmp/e2e-admin-state-${index}.json`);
}

/** Logs in through the login form, as a person does (the journeys of the login screen itself). */
export async function login(page: Page, login: string, password: string) {
  await page.goto('/#/login');
  await page.getByLabel('E-mail ou matrícula').fill(login);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/#\/home$/);
}

/** Opens /#/home in a new document (the SPA reads the session once) and waits for the shell. */
async function openHome(page: Page) {
  const onApp = page.url().startsWith(E2E_BASE_URL);
  await page.goto('/#/home');
  // From another page of the app, goto only changes the hash: the old document and the session it read stay.
  if (onApp) await page.reload();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(menu(page)).toBeVisible();
}

/**
 * Opens the app as the super administrator with the run's shared session: no login per journey.
 * A journey that must log out uses `login` instead, so the shared session lives on.
 */
export async function asAdmin(page: Page) {
  const { cookies } = JSON.parse(fs.readFileSync(adminStateFile(SERVER_INDEX), 'utf8')) as { cookies: Parameters<BrowserContext['addCookies']>[0] };
  await page.context().addCookies(cookies);
  await openHome(page);
}

/** Logs in through the API (the login form has journeys of its own) and opens the app as that user. */
export async function signIn(page: Page, login: string, password: string) {
  const response = await page.request.post('/api/v1/account/login', { data: { login, password }, headers: CLIENT_HEADERS });
  expect(response.ok(), await response.text()).toBe(true);
  await openHome(page);
}

export function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal' });
}
