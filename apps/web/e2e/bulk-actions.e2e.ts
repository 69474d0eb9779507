import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { createOnlineCourse } from './support/courses.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { tabTo } from './support/keyboard.ts';
import { rowTitled, search } from './support/list.ts';
import { asAdmin } from './support/session.ts';

/** Active online courses made through the API, titled `${prefix} A`, `B`, `C`... */
async function activeCourses(page: Page, prefix: string, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (const letter of 'ABCDEFGH'.slice(0, n)) ids.push(await createOnlineCourse(page, `${prefix} ${letter}`));
  return ids;
}

const selectBox = (page: Page, id: number) => page.getByRole('checkbox', { name: `Selecionar ${id}`, exact: true });
const bar = (page: Page) => page.getByRole('region', { name: 'Ações em massa' });

test('select three courses by keyboard, deactivate them, see them inactive; export the filtered list and read the file', async ({ page }) => {
  const prefix = `Massa E2E ${Date.now()}`;
  await asAdmin(page);
  const ids = await activeCourses(page, prefix, 3);
  await page.goto('/#/Course');
  await search(page, prefix);
  // Cells: the box, ID, Título, SCORM, Ativo.
  const active = (letter: string) => rowTitled(page, `${prefix} ${letter}`).getByRole('cell').nth(4);
  for (const letter of 'ABC') await expect(active(letter)).toHaveText('Sim');

  // The first box by Tab, Space to tick it; the others by Tab and Space too.
  await tabTo(page, selectBox(page, ids[2]!));
  await page.keyboard.press('Space');
  await expect(bar(page)).toContainText('Seleção: 1 curso');
  for (const id of [ids[1]!, ids[0]!]) {
    await tabTo(page, selectBox(page, id), 20);
    await page.keyboard.press('Space');
  }
  await expect(bar(page)).toContainText('Seleção: 3 cursos');
  await expect(page.getByRole('checkbox', { name: 'Selecionar todos da página' })).toBeChecked();
  await expectNoAxeViolations(page);

  // Desativar, confirmed by keyboard in the dialog that names the count.
  // The bar is above the table: back to it with Shift+Tab.
  await tabTo(page, bar(page).getByRole('button', { name: 'Desativar' }), 30, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Desativar' });
  await expect(dialog).toContainText('Desativar: 3 cursos?');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Desativar' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('Concluído: 3 de 3.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bar(page)).toBeHidden();
  for (const letter of 'ABC') await expect(active(letter)).toHaveText('Não');

  // 'Exportar' → CSV: the rows of the search, not just the page, in the list's order.
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar', exact: true }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^cursos-online_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync((await file.path())!, 'utf8')
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^ID;Título;SCORM;Ativo;/);
  expect(lines.slice(1).map((l) => l.split(';').slice(0, 4))).toEqual([2, 1, 0].map((i) => [String(ids[i]), `${prefix} ${'ABC'[i]}`, 'Não', 'Não']));
});
