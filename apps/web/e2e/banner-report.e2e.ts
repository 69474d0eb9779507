import ExcelJS from 'exceljs';
import { formatDateTime } from '@backoffice/domain/dates';
import { expect, test } from './support/test.ts';
import { E2E_BASE_URL } from './support/server.ts';
import { asAdmin, menu } from './support/session.ts';
import { apiPost, gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** A demo banner (apps/server/src/seed/demo-assets.ts). */
const BANNER = 'Banner campanha verão';

test('a banner click posted to the ingestion shows in the banner report downloaded from /Dam/Banner', async ({ page, playwright }) => {
  await asAdmin(page);
  const me = (await gql(page, 'account', '{ get_authenticated_user { name uid profile { title } } }')).get_authenticated_user;
  const found = await gql(page, 'dam', 'query ($search: String) { assets_collections(module_name: "Banner", search: $search) { id title } }', {
    search: BANNER,
  });
  const banner = found.assets_collections.find((a: { title: string }) => a.title === BANNER);
  expect(banner).toBeTruthy();

  // The front office reports a click by the signed-in user, and one before login.
  const signedAt = new Date(Date.now() - 2 * 60 * 60_000);
  const signed = await apiPost(page, '/api/v1/analytics/events', {
    kind: 'banner_click',
    asset_id: banner.id,
    path: '/home',
    occurred_at: signedAt.toISOString(),
  });
  expect(signed.status()).toBe(202);
  expect(await signed.json()).toEqual({ stored: 1 });
  const anonymousAt = new Date(Date.now() - 60 * 60_000);
  const frontOffice = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const anonymous = await frontOffice.post('/api/v1/analytics/events', {
    data: { events: [{ kind: 'banner_click', asset_id: banner.id, occurred_at: anonymousAt.toISOString() }] },
  });
  expect(anonymous.status()).toBe(202);
  await frontOffice.dispose();

  await menu(page).getByRole('link', { name: 'Banner', exact: true }).click();
  await expect(page).toHaveURL(/#\/Dam\/Banner$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: BANNER, exact: true }) });
  const downloadEvent = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Relatório do banner' }).click();
  const download = await downloadEvent;
  await expectNoAxeViolations(page);
  expect(download.suggestedFilename()).toBe(`cliques-banner-${banner.id}-banner-campanha-verao.xlsx`);

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  const rows = (book.worksheets[0].getSheetValues().slice(1) as unknown[][]).map((r) => Array.from({ length: 4 }, (_, i) => r[i + 1] ?? ''));
  expect(rows[0]).toEqual(['Data/Hora', 'Nome', 'CPF/Matrícula', 'Perfil']);
  // The newest clicks are the last rows (demo data may hold older ones).
  expect(rows.slice(-2)).toEqual([
    [formatDateTime(signedAt), me.name, me.uid, me.profile.title],
    [formatDateTime(anonymousAt), 'Anônimo', '', ''],
  ]);
});
