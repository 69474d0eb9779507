import type { Page, WebSocketRoute } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { CHAT_INPUT_PLACEHOLDER } from '@backoffice/domain/schemas/chat-message';
import { gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { ChatParticipant } from './support/chat-participant.ts';
import { tabTo } from './support/keyboard.ts';
import { rowTitled, search } from './support/list.ts';
import { asAdmin, menu } from './support/session.ts';

/** Demo staff without module Chat (seed/demo.ts: Marketing and Atendimento profiles): plain participants. */
const ASKER = 'paula.lima@demo.local';
const OTHER = 'marcos.lima@demo.local';

/** A moderated room open now to staff, with a YouTube live link. */
async function createLiveRoom(page: Page, title: string): Promise<number> {
  const now = Date.now();
  const { createOrUpdateChat } = await gql(
    page,
    'chat',
    `mutation ($title: String, $s: String, $e: String, $p: String, $link: String) {
      createOrUpdateChat(title: $title, datetime_start: $s, datetime_end: $e, date_publish: $p, externallink: $link,
        active: 1, moderation: 1, level: "Funcionários") { id }
    }`,
    {
      title,
      s: new Date(now - 10 * 60_000).toISOString(),
      e: new Date(now + 60 * 60_000).toISOString(),
      p: new Date(now - 24 * 3600_000).toISOString(),
      link: 'https://www.youtube.com/watch?v=jfKfPfyJRdk',
    },
  );
  return createOrUpdateChat.id;
}

const log = (page: Page, tab: string) => page.getByRole('log', { name: tab });
const item = (page: Page, tab: string, text: string) => log(page, tab).getByRole('listitem').filter({ hasText: text });
const connection = (page: Page) => page.getByRole('status').filter({ hasText: /^Conexão: / });
const composer = (page: Page) => page.getByPlaceholder(CHAT_INPUT_PLACEHOLDER);
// Tall enough for the video, the counts and the chat in one screenshot.
test.use({ viewport: { width: 1280, height: 1300 } });

const onlineCount = (page: Page) => page.getByRole('group', { name: 'Pessoas Online' });

test('moderating a live room: messages arrive live, flags, replies to the asker or to everyone, audience, reconnection', async ({ page }) => {
  const title = `Sala Moderação E2E ${Date.now()}`;
  await asAdmin(page);
  const id = await createLiveRoom(page, title);
  const asker = await ChatParticipant.signIn(ASKER);
  const other = await ChatParticipant.signIn(OTHER);

  // The chat socket goes through the test, so it can be cut like a lost network and refused for a while.
  let outage = false;
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/api\/v1\/chat\/graphql/, (ws) => {
    if (outage) return void ws.close({ code: 1001, reason: 'e2e outage' });
    ws.connectToServer();
    sockets.push(ws);
  });

  // From the room list's 'Moderar Sala'.
  await menu(page).getByRole('link', { name: 'Sala virtual' }).click();
  await search(page, title);
  await rowTitled(page, title).getByRole('link', { name: 'Moderar Sala' }).click();
  await expect(page).toHaveURL(new RegExp(`#/Moderate/${id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTitle(`Transmissão: ${title}`)).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/jfKfPfyJRdk');
  await expect(connection(page)).toHaveText('Conexão: Conectado');
  // The room's own state, from its hours, apart from the connection.
  await expect(page.getByText('Situação da sala: Ao vivo')).toBeVisible();
  await expect(log(page, 'Mensagens').getByText('(Vazio)')).toBeVisible();
  await expect(onlineCount(page).getByText('0', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Live: the moderation lists cannot be fetched meanwhile, so what shows came over the socket.
  await page.route('**/api/v1/chat/graphql', (route) => (route.request().postData()?.includes('ModerationMessages') ? route.abort() : route.fallback()));
  await asker.presence(id);
  await asker.send(id, 'Olá, moderação!');
  await asker.send(id, '#Qual o prazo de carência?');
  await expect(item(page, 'Mensagens', 'Olá, moderação!')).toBeVisible({ timeout: 5000 });
  const question = item(page, 'Mensagens', '#Qual o prazo de carência?');
  await expect(question).toBeVisible({ timeout: 5000 });
  await expect(question.getByText('Pergunta', { exact: true })).toBeVisible();
  await expect(question.getByText('Aguardando aprovação')).toBeVisible();
  await page.unroute('**/api/v1/chat/graphql');
  // A new participant wrote: the counts refresh without waiting for their 60 s.
  await expect(onlineCount(page).getByText('1', { exact: true })).toBeVisible();
  const byProfile = page.getByRole('table', { name: 'Pessoas por Perfil' });
  await expect(byProfile.getByRole('row').filter({ has: page.getByRole('cell', { name: '1', exact: true }) })).not.toHaveCount(0);

  // Approve, mark as question, hide: each takes effect at once.
  const hello = item(page, 'Mensagens', 'Olá, moderação!');
  await hello.getByRole('button', { name: 'Aprovar' }).click();
  await expect(hello.getByText('Aguardando aprovação')).toHaveCount(0);
  await expect(hello.getByRole('button', { name: 'Reprovar' })).toBeVisible();
  await hello.getByRole('button', { name: 'Marcar como pergunta' }).click();
  await expect(hello.getByRole('button', { name: 'Desmarcar' })).toBeVisible();
  await page.getByRole('tab', { name: 'Perguntas' }).click();
  await expect(item(page, 'Perguntas', 'Olá, moderação!')).toBeVisible();
  await page.getByRole('tab', { name: 'Mensagens' }).click();
  await hello.getByRole('button', { name: 'Ocultar' }).click();
  await expect(item(page, 'Mensagens', 'Olá, moderação!')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Ocultas' }).click();
  await expect(item(page, 'Ocultas', 'Olá, moderação!').getByText('Oculta', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Mensagens' }).click();
  await question.getByRole('button', { name: 'Aprovar' }).click();
  await expect(question.getByText('Aguardando aprovação')).toHaveCount(0);

  // Reply to the asker alone, by keyboard: Responder, the text after '@Paula Lima ', Enter.
  await tabTo(page, question.getByRole('button', { name: 'Responder' }));
  await page.keyboard.press('Enter');
  await expect(composer(page)).toBeFocused();
  await expect(composer(page)).toHaveValue(`@${asker.name} `);
  await expect(page.getByText(`Resposta a ${asker.name}`)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Somente para quem perguntou' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.keyboard.type('a carência é de 30 dias.');
  await page.keyboard.press('Enter');
  const privateReply = item(page, 'Mensagens', 'a carência é de 30 dias.');
  await expect(privateReply.getByText(`Resposta a ${asker.name}`)).toBeVisible();
  await expect(privateReply.getByText('Somente para quem perguntou')).toBeVisible();
  await expect(privateReply.getByText('Moderador')).toBeVisible();
  await expect(composer(page)).toHaveValue('');
  expect((await asker.messages(id)).map((m) => m.message)).toContain(`@${asker.name} a carência é de 30 dias.`);
  expect((await other.messages(id)).map((m) => m.message)).not.toContain(`@${asker.name} a carência é de 30 dias.`);

  // Escape gives up a reply; then a reply to everyone.
  await question.getByRole('button', { name: 'Responder' }).click();
  await composer(page).press('Escape');
  await expect(composer(page)).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'Todos' })).toHaveCount(0);
  await question.getByRole('button', { name: 'Responder' }).click();
  await page.getByRole('radio', { name: 'Todos' }).check();
  await composer(page).fill(`@${asker.name} vale para todos: 30 dias.`);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(item(page, 'Mensagens', 'vale para todos: 30 dias.').getByText('Todos', { exact: true })).toBeVisible();
  expect((await other.messages(id)).map((m) => m.message)).toContain(`@${asker.name} vale para todos: 30 dias.`);
  expect((await asker.messages(id)).map((m) => m.message)).toContain(`@${asker.name} vale para todos: 30 dias.`);

  // Who is online.
  await page.getByRole('tab', { name: 'Pessoas Online' }).click();
  await expect(page.getByRole('row').filter({ hasText: asker.name })).toBeVisible();
  await page.getByRole('tab', { name: 'Todas Pessoas' }).click();
  await expect(page.getByRole('row').filter({ hasText: asker.name })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Mensagens' }).click();

  // The socket is lost and refused for a while; a message sent meanwhile shows once it is back.
  outage = true;
  for (const ws of sockets.splice(0)) await ws.close({ code: 1001, reason: 'e2e outage' });
  await expect(connection(page)).toHaveText('Conexão: Reconectando...');
  await other.send(id, 'Enviada durante a queda');
  outage = false;
  await expect(connection(page)).toHaveText('Conexão: Conectado');
  await expect(item(page, 'Mensagens', 'Enviada durante a queda')).toBeVisible();
  // And the live feed works again on the new socket.
  await page.route('**/api/v1/chat/graphql', (route) => (route.request().postData()?.includes('ModerationMessages') ? route.abort() : route.fallback()));
  await other.send(id, 'Depois da volta');
  await expect(item(page, 'Mensagens', 'Depois da volta')).toBeVisible({ timeout: 5000 });

  await asker.signOut();
  await other.signOut();
});
