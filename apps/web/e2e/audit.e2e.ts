import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { ADMIN, DEMO_PASSWORD } from './support/server.ts';
import { login, menu } from './support/session.ts';

test('the super administrator reads the audit log, filtered by action; others are refused', async ({ page }) => {
  await login(page, ADMIN.login, ADMIN.password);
  await menu(page).getByRole('link', { name: 'Auditoria' }).click();
  await expect(page.getByRole('heading', { name: 'Registro de auditoria' })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: 'Login' });
  await expect(rows.filter({ hasText: ADMIN.firstName }).first()).toBeVisible();

  await page.getByPlaceholder('Todas').click();
  await page.getByRole('option', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/action=login/);
  // The previous page stays on screen until the filtered one arrives: wait for it to go.
  const body = page.locator('tbody tr');
  await expect(body.filter({ hasNotText: 'Login' })).toHaveCount(0);
  await expect(body.first()).toContainText('Login');
  await expectNoAxeViolations(page);

  // A user who is not a super administrator has no entry, and the typed address is refused.
  await page.getByRole('button', { name: 'Sair' }).click();
  await login(page, 'ana.lima@demo.local', DEMO_PASSWORD);
  await expect(menu(page).getByRole('link', { name: 'Auditoria' })).toHaveCount(0);
  await page.goto('/#/Auditoria');
  await expect(page.getByText('Somente um Super Administrador pode consultar o registro de auditoria.')).toBeVisible();
});
