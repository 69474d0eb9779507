import fs from 'node:fs';
import { expect, test } from './support/test.ts';
import { afterPolls } from './support/polling.ts';
import { REPORT_POLL_MS } from '@backoffice/domain/constants';
import { REPORT_MESSAGES } from '@backoffice/domain/reports';
import { asAdmin } from './support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const BOM = '\ufeff';

test('a report screen generates the current month and a closed month, then downloads them', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/#/reports/lista-corretores');
  await expect(page.getByRole('heading', { name: 'Relatório: Lista de corretores' })).toBeVisible();

  // Rules: the first year of this report is 2022; the current month and later are disabled.
  const first = page.getByRole('region', { name: 'Relatórios de 2022' });
  await expect(first.getByRole('button', { name: 'jan' })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Relatórios de 2021' })).toHaveCount(0);
  const month = new Date().toLocaleString('en-US', { timeZone: 'America/Sao_Paulo', month: 'numeric' });
  const thisYear = page.getByRole('region', { name: `Relatórios de ${new Date().getFullYear()}` });
  // Buttons of a year: Anual, then jan..dez, so the current month is button number {month}.
  await expect(thisYear.getByRole('button').nth(Number(month))).toBeDisabled();
  await expect(thisYear.getByRole('button', { name: 'Anual' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // The current month: generated on request, with the demo brokers registered so far.
  // The generating notice can last less than one poll of the browser when the job is quick, so
  // it is asserted by the component tests; here the journey waits for the outcome.
  await page.getByRole('button', { name: 'Gerar relatório do mês atual' }).click();
  await afterPolls(page, REPORT_POLL_MS, () => expect(page.getByText(REPORT_MESSAGES.ready)).toBeVisible({ timeout: 2000 }));
  const current = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar relatório do mês atual' }).click();
  const file = await current;
  expect(file.suggestedFilename()).toMatch(/^lista-corretores_\d{4}-\d{2}-parcial_\d{10}\.csv$/);
  const text = fs.readFileSync((await file.path())!, 'utf8');
  expect(text.startsWith(BOM)).toBe(true);
  const lines = text.slice(1).trimEnd().split('\n');
  expect(lines[0]).toBe('ID;Nome;E-mail;CPF;SUSEP;Grupo;Celular;Papel;Cadastrado em');
  expect(lines.length).toBeGreaterThan(100);
  expect(lines[1]).toMatch(/^\d+;[^;]+;[^;]+@[^;]+;\d{3}\.\d{3}\.\d{3}-\d{2};/);

  // A closed month: queued on click, then its button turns into the download.
  await first.getByRole('button', { name: 'jan' }).click();
  await afterPolls(page, REPORT_POLL_MS, () =>
    expect(first.getByRole('button', { name: 'jan' })).toHaveAttribute('title', /^Baixar o relatório de jan\/2022/, { timeout: 2000 }),
  );
  const closed = page.waitForEvent('download');
  await first.getByRole('button', { name: 'jan' }).click();
  const january = await closed;
  expect(january.suggestedFilename()).toMatch(/^lista-corretores_2022-01_\d{10}\.csv$/);
  // Nobody was registered before the demo data: the header alone.
  expect(fs.readFileSync((await january.path())!, 'utf8')).toBe(`${BOM}ID;Nome;E-mail;CPF;SUSEP;Grupo;Celular;Papel;Cadastrado em\n`);
});
