import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { SAVED_MESSAGE_MS } from '@backoffice/domain/constants';
import { CHAT_ROOM_MESSAGES } from '@backoffice/domain/schemas/chat-room';
import { gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { pick, pickDate, expectSaved } from './support/form.ts';
import { tabTo } from './support/keyboard.ts';
import { rowTitled, search } from './support/list.ts';
import { asAdmin, menu } from './support/session.ts';

/** A demo room that always starts today, later than now (seed/demo-chats.ts). */
const DEMO_TODAY = 'Plantão de Dúvidas - Previdência';

const save = (page: Page) => page.getByRole('button', { name: 'Salvar' });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const editor = (page: Page) => page.getByRole('textbox', { name: 'Descrição', exact: true });

/** The room's id, found through the API by its (unique) title. */
async function roomId(page: Page, title: string): Promise<number> {
  const { chats_collections: rooms } = await gql(page, 'chat', `query ($s: String) { chats_collections(search: $s) { id title } }`, { s: title });
  return rooms.find((r: { title: string }) => r.title === title).id;
}

/** Saves a description straight through the API, as another client could, keeping every other field. */
async function saveDescriptionThroughApi(page: Page, id: number, description: string) {
  const { chat } = await gql(page, 'chat', `query ($id: Int!) { chat(id: $id) { title datetime_start datetime_end date_publish updated_at } }`, { id });
  await gql(
    page,
    'chat',
    `mutation ($id: Int, $title: String, $description: String, $s: String, $e: String, $p: String, $v: String) {
      createOrUpdateChat(id: $id, title: $title, description: $description, datetime_start: $s, datetime_end: $e, date_publish: $p, updated_at: $v) { id }
    }`,
    { id, title: chat.title, description, s: chat.datetime_start, e: chat.datetime_end, p: chat.date_publish, v: chat.updated_at },
  );
  return (await gql(page, 'chat', `query ($id: Int!) { chat(id: $id) { description } }`, { id })).chat.description as string;
}

test('virtual rooms: form with rich text, list with its links and reports, calendar, delete', async ({ page }) => {
  const title = `Sala E2E ${Date.now()}`;
  await asAdmin(page);

  // The list, through the menu.
  await menu(page).getByRole('link', { name: 'Sala virtual', exact: true }).click();
  await expect(page).toHaveURL(/#\/Chat$/);
  await expect(page.getByRole('heading', { name: 'Sala virtual', exact: true })).toBeVisible();
  for (const header of ['ID', 'Título', 'Início', 'Fim', 'Acessos', 'Relatórios', 'Excluir']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(rowTitled(page, DEMO_TODAY)).toHaveCount(1);
  await expectNoAxeViolations(page);

  // A new room: the required dates first.
  await page.getByRole('link', { name: 'Nova Sala' }).click();
  await expect(page).toHaveURL(/#\/Chat-new$/);
  await expect(page.getByRole('heading', { name: 'Nova Sala' })).toBeVisible();
  await field(page, 'Título').fill(title);
  for (const name of ['Limpar data de início', 'Limpar data de fim', 'Limpar data de publicação']) await page.getByRole('button', { name }).click();
  await save(page).click();
  for (const message of [CHAT_ROOM_MESSAGES.startRequired, CHAT_ROOM_MESSAGES.endRequired, CHAT_ROOM_MESSAGES.publishRequired]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await pickDate(page, 'Início', 15, '10:00', { month: 'next' });
  await pickDate(page, 'Fim', 15, '11:30', { month: 'next' });
  await pickDate(page, 'Data de publicação', 1, '08:00');

  // The description, formatted with the keyboard and the toolbar: bold, a list, a link.
  await editor(page).click();
  await page.keyboard.type('Texto ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('forte');
  await page.keyboard.press('Control+b');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Lista com marcadores' }).click();
  await page.keyboard.type('item um');
  await page.keyboard.press('Enter');
  await page.keyboard.type('item dois');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('site');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Inserir link' }).click();
  await page.getByPlaceholder('https://exemplo.com.br/').fill('https://exemplo.com.br/sala');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(editor(page).locator('a[href="https://exemplo.com.br/sala"]')).toHaveText('site');

  await pick(page, 'Nível', 'Corretores');
  await field(page, 'Local').fill('Auditório 2');
  await field(page, 'Escopo').fill('Comercial');
  // State rule: the justification only while the room is marked cancelled.
  const justification = field(page, 'Justificativa do cancelamento');
  await expect(justification).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Cancelada' }).check();
  await expect(justification).toBeVisible();
  await page.getByRole('checkbox', { name: 'Cancelada' }).uncheck();
  await expect(justification).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Saved: the message, and the form stays on the room just created, whose address it now has.
  await save(page).click();
  await expectSaved(page);
  await expect(page.getByRole('heading', { name: 'Editar Sala' })).toBeVisible();
  await expect(page.getByText('Miniatura')).toBeVisible();
  const id = await roomId(page, title);
  await expect(page).toHaveURL(new RegExp(`#/Chat-edit/${id}$`));

  // Reloaded at that address: the room, its formatting kept.
  await page.reload();
  await expect(field(page, 'Título')).toHaveValue(title);
  await expect(editor(page).locator('strong')).toHaveText('forte');
  await expect(editor(page).locator('li')).toHaveText(['item um', 'item dois']);
  await expect(editor(page).locator('a[href="https://exemplo.com.br/sala"]')).toHaveText('site');

  // A script sent through the API is stripped by the server; the form shows what was kept.
  const stored = await saveDescriptionThroughApi(page, id, '<p>Seguro <em>ok</em></p><script>alert(1)</script><img src="x" onerror="alert(2)">');
  expect(stored).not.toMatch(/script|onerror/i);
  await page.reload();
  await expect(editor(page).locator('em')).toHaveText('ok');
  await expect(editor(page).locator('script')).toHaveCount(0);

  // Edited: the message, staying on the record.
  await field(page, 'Título').fill(`${title} editada`);
  await save(page).click();
  await expectSaved(page);
  await expect(page).toHaveURL(new RegExp(`#/Chat-edit/${id}$`));
  await page.clock.runFor(SAVED_MESSAGE_MS);
  await expect(page.getByText('Salvo com sucesso!')).toBeHidden();
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/#\/Chat$/);

  // The list: search and order, the row's links and a report.
  await search(page, title);
  await pick(page, 'Ordenar por', 'Título');
  await pick(page, 'Ordem', 'Crescente');
  await expect(page).toHaveURL(/orderby=title/);
  await expect(page).toHaveURL(/order=asc/);
  const row = rowTitled(page, `${title} editada`);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: 'Moderar Sala' })).toHaveAttribute('href', `#/Moderate/${id}`);
  await expect(row.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `#/Chat-edit/${id}`);
  await expect(row.getByRole('link', { name: 'Segmentar' })).toHaveAttribute('href', `#/segmentation/Chat/${id}`);
  await expect(row.getByRole('link', { name: 'Inserir Anexos' })).toHaveAttribute('href', `#/Dam/AnexoSala/${id}`);
  const downloadEvent = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Baixar mensagens' }).click();
  const downloaded = await downloadEvent;
  expect(downloaded.suggestedFilename()).toBe(`mensagens-sala-${id}.csv`);
  // A real file: the transcript's header row, not an error page.
  const transcript = fs.readFileSync(await downloaded.path(), 'utf8');
  expect(transcript.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toMatch(/^"?ID"?[;,]"?Data\/Hora"?[;,]"?Nome"?[;,]"?Mensagem"?/);

  // /ser renders the same list.
  await page.goto('/#/ser');
  await expect(page.getByRole('heading', { name: 'Sala virtual', exact: true })).toBeVisible();
  await expect(rowTitled(page, DEMO_TODAY)).toHaveCount(1);

  // The calendar: today highlighted with its demo room, the month navigation, a tooltip, the link to edit.
  await page.getByRole('link', { name: 'Calendário' }).click();
  await expect(page).toHaveURL(/#\/Chat-Calendar\/$/);
  await expect(page.getByRole('columnheader').first()).toHaveText('Domingo');
  await expect(page.getByRole('columnheader').last()).toHaveText('Sábado');
  const today = page.locator('[aria-current="date"]');
  await expect(today).toContainText('Hoje');
  const demoLink = today.getByRole('link', { name: new RegExp(DEMO_TODAY) });
  await expect(demoLink).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await expect(today).toHaveCount(0);
  await expect(page.getByRole('link', { name: new RegExp(`${title} editada`) })).toBeVisible();
  await page.getByRole('button', { name: 'Mês anterior' }).click();
  await expect(demoLink).toBeVisible();
  await tabTo(page, demoLink);
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText('Início:');
  await expect(tooltip).toContainText('Local:');
  await expect(tooltip).toContainText('Nível:');
  await demoLink.click();
  await expect(page).toHaveURL(/#\/Chat-edit\/\d+$/);
  await expect(field(page, 'Título')).toHaveValue(DEMO_TODAY);

  // Deleted after the confirmation.
  await page.goto('/#/Chat');
  await search(page, title);
  await rowTitled(page, `${title} editada`).getByRole('button', { name: 'Excluir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Atenção!' });
  await expect(dialog).toContainText(`Tem certeza que deseja excluir a sala ${title} editada?`);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Exclusão concluída com sucesso!')).toBeVisible();
  await expect(rowTitled(page, `${title} editada`)).toHaveCount(0);
});
