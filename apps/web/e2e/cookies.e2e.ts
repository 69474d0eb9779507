import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { asAdmin } from './support/session.ts';

test("the footer's cookie settings lead to the page on the one cookie the back-office sets", async ({ page, context }) => {
  await asAdmin(page);
  // The server runs with the default COOKIES_URL.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Configurações de cookies' }).click();
  await expect(page).toHaveURL(/#\/cookies$/);
  await expect(page.getByRole('heading', { name: 'Configurações de cookies' })).toBeVisible();
  await expect(page.getByText('Página não encontrada')).toHaveCount(0);

  const table = page.getByRole('table', { name: 'Cookies usados pelo backoffice' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('rowheader')).toHaveText('bo_session');
  await expect(table).toContainText('Estritamente necessário');
  await expect(page.getByText(/não usamos cookies de rastreamento, de publicidade nem de análise/i)).toBeVisible();
  await expect(page.getByText(/não há cookies opcionais para ativar ou desativar/)).toBeVisible();

  // What the page says is what the browser holds: one cookie, the HttpOnly session.
  const cookies = await context.cookies();
  expect(cookies.map((c) => ({ name: c.name, httpOnly: c.httpOnly }))).toEqual([{ name: 'bo_session', httpOnly: true }]);

  await expectNoAxeViolations(page);
});
