import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectSaved } from './support/form.ts';
import { asAdmin, menu } from './support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { rowTitled, search } from './support/list.ts';

const HEADER = 'Título;Categoria;Status;Data de publicação;Duração (segundos);ID da mídia';

/** Downloads the video report from the library screen and returns its text. */
async function downloadReport(page: Page): Promise<string> {
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Relatório de vídeos (CSV)' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe('relatorio-videos.csv');
  return fs.readFileSync((await download.path())!, 'utf8');
}

test('add a video to the built-in library, find it in the list and in the video report', async ({ page }) => {
  const stamp = Date.now();
  const title = `Vídeo E2E ${stamp}`;
  const mediaId = `e2e-${stamp}`;
  await asAdmin(page);
  // The dashboard's video-report block leads to the library.
  await menu(page).getByRole('link', { name: 'Dashboard' }).click();
  const block = page.getByRole('region', { name: 'Relatório da plataforma de vídeos' });
  await block.getByRole('link', { name: 'Gerenciar biblioteca de vídeos' }).click();
  await expect(page).toHaveURL(/#\/Video-library$/);
  await expect(page.getByRole('heading', { name: 'Biblioteca de vídeos' })).toBeVisible();
  for (const header of ['ID', 'Título', 'ID da mídia', 'Categoria', 'Status', 'Publicação', 'Duração']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  // The demo library: 62 videos, 20 per page.
  await expect(page.getByRole('button', { name: '4', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Novo vídeo' }).click();
  await expect(page).toHaveURL(/#\/Video-library-new$/);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O campo ID da mídia é obrigatório!')).toBeVisible();
  await expect(page.getByText('O campo título é obrigatório!')).toBeVisible();
  await expect(page.getByText('O campo duração é obrigatório!')).toBeVisible();
  await expect(page.getByLabel('ID da mídia')).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel('ID da mídia').fill(mediaId);
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Categoria').fill('E2E > Navegador');
  await page.getByLabel('Duração (segundos)').fill('125');
  await expect(page.getByLabel('Publicado')).toBeChecked();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Video-library$/);

  await search(page, title);
  const row = rowTitled(page, title);
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  await expect(cells.nth(3)).toHaveText(mediaId);
  await expect(cells.nth(4)).toHaveText('E2E > Navegador');
  await expect(cells.nth(5)).toHaveText('Publicado');
  await expect(cells.nth(7)).toHaveText('2:05');
  // Published now (the form's default), shown in São Paulo time like the report writes it.
  const published = (await cells.nth(6).textContent())!;
  expect(published).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

  const report = await downloadReport(page);
  expect(report.startsWith(`\ufeff${HEADER}\r\n`)).toBe(true);
  const lines = report.split('\r\n');
  expect(lines).toContain(`${title};E2E > Navegador;Publicado;${published};125;${mediaId}`);
  // The demo's 56 published videos and the new one, after the header; drafts are left out.
  expect(lines.filter((l) => l && l !== `\ufeff${HEADER}`)).toHaveLength(57);
  expect(report).not.toContain('demo-video-010');

  // The dashboard block downloads the same report.
  await page.goto('/#/dashboard');
  const dashboardDownload = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Relatório da plataforma de vídeos' }).getByRole('button', { name: 'Baixar relatório (CSV)' }).click();
  const fromDashboard = await dashboardDownload;
  expect(fromDashboard.suggestedFilename()).toBe('relatorio-videos.csv');
  expect(fs.readFileSync((await fromDashboard.path())!, 'utf8')).toBe(report);

  // The same media id again is refused with the server's reason.
  await page.goto('/#/Video-library-new');
  await page.getByLabel('ID da mídia').fill(mediaId);
  await page.getByLabel('Título').fill('Outro vídeo');
  await page.getByLabel('Duração (segundos)').fill('10');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Já existe um vídeo com este ID da mídia.')).toBeVisible();
  await expect(page).toHaveURL(/#\/Video-library-new$/);

  // A draft leaves the report.
  await page.goto(`/#/Video-library?search=${encodeURIComponent(title)}`);
  await rowTitled(page, title).getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/#\/Video-library-edit\/\d+$/);
  await expect(page.getByLabel('Título')).toHaveValue(title);
  await expectNoAxeViolations(page);
  await page.getByLabel('Rascunho').check();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);
  await expect(page).toHaveURL(/#\/Video-library$/);
  await search(page, title);
  await expect(rowTitled(page, title).getByRole('cell').nth(5)).toHaveText('Rascunho');
  expect(await downloadReport(page)).not.toContain(mediaId);

  await rowTitled(page, title).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText(`Tem certeza que deseja excluir o vídeo ${title}? Não será possível recuperar o registro após a exclusão`)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Exclusão concluída com sucesso!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rowTitled(page, title)).toHaveCount(0);
});
