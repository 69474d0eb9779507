import { expect, test } from './support/test.ts';
import { asAdmin, menu } from './support/session.ts';
import { gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const DAY = 24 * 60 * 60 * 1000;

test('Meus Conteúdos lists contents whose unpublish date has passed', async ({ page }) => {
  const title = `Conteúdo vencido E2E ${Date.now()}`;
  await asAdmin(page);
  // An unpublish date a minute ago: the newest row of the list.
  const unpublish = new Date(Date.now() - 60_000);
  const created = await gql(page, 'dam', `mutation ($input: AssetInput!) { createOrUpdateAsset(input: $input) { id } }`, {
    input: {
      title,
      module_name: 'Media',
      active: 1,
      showgrid: 1,
      date_publish: new Date(Date.now() - 10 * DAY).toISOString(),
      date_unpublish: unpublish.toISOString(),
    },
  });
  const id = created.createOrUpdateAsset.id as number;

  await menu(page).getByRole('link', { name: 'Meus Conteúdos' }).click();
  await expect(page.getByRole('heading', { name: 'Meus Conteúdos' })).toBeVisible();
  for (const header of ['ID', 'Título', 'Tipo', 'Responsável', 'Data de Despublicação']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const row = page.getByRole('row').filter({ hasText: title });
  const day = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(unpublish);
  await expect(row.getByRole('cell')).toHaveText([String(id), title, 'Conteúdo Digital', 'Sem responsável', day, '']);
  await expectNoAxeViolations(page);

  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar relatório' }).click();
  expect((await downloadEvent).suggestedFilename()).toBe('conteudos-despublicados.xlsx');

  await row.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`#/dam-edit/Media/${id}$`));
});
