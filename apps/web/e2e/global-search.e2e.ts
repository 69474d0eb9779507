import type { Page } from '@playwright/test';
import { formatCpf } from '@backoffice/domain/documents';
import { expect, test } from './support/test.ts';
import { gql } from './support/api.ts';
import { asAdmin } from './support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Buscar' });
const box = (page: Page) => palette(page).getByRole('combobox', { name: 'Buscar em tudo' });

test('Ctrl+K finds a user by part of a CPF and Enter opens it; screens by name; all by keyboard', async ({ page }) => {
  await asAdmin(page);
  const { cadastros_collections: brokers } = await gql<{ cadastros_collections: Array<{ cpf: string; user_id: number; name: string }> }>(
    page,
    'corretor',
    `{ cadastros_collections(limit: 1, order: "desc", orderby: "id") { cpf user_id name } }`,
  );
  const broker = brokers[0];

  // From the top bar's button, then closed with Escape.
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(box(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();

  // Ctrl+K from anywhere; nine digits of the CPF as they are masked: the user first.
  await page.keyboard.press('Control+K');
  await expect(box(page)).toBeFocused();
  await box(page).fill(formatCpf(broker.cpf).slice(0, 11));
  const users = palette(page).getByRole('group', { name: 'Usuários' });
  await expect(users.getByRole('option').first()).toContainText(broker.name);
  await expect(palette(page).getByRole('group', { name: 'SSO Corretores' }).getByRole('option').first()).toContainText(`CPF ${formatCpf(broker.cpf)}`);
  await expect(page.getByText(/\d+ resultados?/)).toBeAttached();
  await expectNoAxeViolations(page);

  // The arrows move the selection, announced through aria-activedescendant.
  const selected = () => box(page).getAttribute('aria-activedescendant');
  const first = await selected();
  expect(first).toBeTruthy();
  await page.keyboard.press('ArrowDown');
  await expect.poll(selected).not.toBe(first);
  await page.keyboard.press('ArrowUp');
  await expect.poll(selected).toBe(first);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/User-edit/${broker.user_id}$`));
  await expect(palette(page)).toBeHidden();

  // A screen by its name, without its accents.
  await page.keyboard.press('Control+K');
  await box(page).fill('turmas presenciais');
  await expect(
    palette(page)
      .getByRole('group', { name: 'Telas' })
      .getByRole('option', { name: /Turmas Presenciais/ }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/Classroom$/);

  // Nothing found is said so.
  await page.keyboard.press('Control+K');
  await box(page).fill('zzqqxxww');
  await expect(palette(page).getByText('Nenhum resultado para “zzqqxxww”.')).toBeVisible();
});
