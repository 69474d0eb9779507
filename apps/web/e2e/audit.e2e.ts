import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { ADMIN, DEMO_PASSWORD } from './support/server.ts';
import { asAdmin, signIn, menu } from './support/session.ts';

test('the super administrator reads the audit log, filtered by action; others are refused', async ({ page }) => {
  await asAdmin(page);
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
  // (Without 'Sair': that would end the run's shared session; logging out has its journey in auth.e2e.ts.)
  await page.context().clearCookies();
  await signIn(page, 'ana.lima@demo.local', DEMO_PASSWORD);
  await expect(menu(page).getByRole('link', { name: 'Auditoria' })).toHaveCount(0);
  await page.goto('/#/Auditoria');
  await expect(page.getByText('Somente um Super Administrador pode consultar o registro de auditoria.')).toBeVisible();
});
