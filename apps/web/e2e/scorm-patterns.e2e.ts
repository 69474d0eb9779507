import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { asAdmin } from './support/session.ts';
import { CLIENT_HEADERS, gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { patternPackage, type PatternName } from './support/scorm-packages.ts';
import { E2E_BASE_URL } from './support/server.ts';

/**
 * One journey per way real packages find and use the SCORM runtime (the fixtures mimic SCORM
 * Driver, ADL's algorithm, pipwerks, framesets, HTML5 players, Golf's sequencing): each plays in
 * the preview and its initialise call shows in the log. A demo online course other than the one
 * scorm.e2e.ts uses receives each package in turn.
 */
async function previewCourse(page: Page): Promise<number> {
  const data = await gql(page, 'lms', 'query { courses_collections(type: "online") { id title } }');
  const course = data.courses_collections.find((c: { title: string }) => c.title !== 'Campanha de fim de ano 2024');
  expect(course).toBeTruthy();
  return course.id;
}

async function preview(page: Page, name: PatternName) {
  await asAdmin(page);
  const id = await previewCourse(page);
  const pkg = await patternPackage(name);
  const res = await page.request.post('/api/v1/lms/course_upload', {
    headers: CLIENT_HEADERS,
    multipart: { course_id: String(id), file: { name: pkg.name, mimeType: 'application/zip', buffer: pkg.buffer } },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(`/#/Course-preview/${id}`);
  await expect(page.getByRole('heading', { name: 'Pré-visualizar SCORM' })).toBeVisible();
}

const log = (page: Page) => page.getByRole('log', { name: 'Chamadas do pacote à API SCORM' });
/** The item's page, framed by the player, framed by the preview screen. */
const sco = (page: Page) => page.frameLocator('iframe[title^="Pacote SCORM do curso"]').frameLocator('iframe');

test('SCORM Driver (Storyline, Rise, Captivate): the frameset finds the API up its parents, its content frame calls it', async ({ page }) => {
  await preview(page, 'scorm-driver');
  await expect(log(page)).toContainText('LMSInitialize → true · Sessão iniciada');
  await expect(log(page)).toContainText('Gravação de cmi.core.lesson_location = "slide-2"');
  await expect(page.getByRole('row', { name: /Posição/ })).toContainText('slide-2');
  await sco(page).frameLocator('frame[name="scormdriver_content"]').getByRole('button', { name: 'Concluir' }).click();
  await expect(log(page)).toContainText('Gravação de cmi.core.lesson_status = "completed"');
  await expect(log(page)).toContainText('LMSFinish → true · Sessão encerrada');
  await expect(page.getByRole('row', { name: /^Sessão/ })).toContainText('Encerrada');
});

test("ADL's SCORM 2004 discovery algorithm finds API_1484_11", async ({ page }) => {
  await preview(page, 'adl-2004');
  await expect(log(page)).toContainText('Initialize → true · Sessão iniciada');
  await expect(log(page)).toContainText('Gravação de cmi.location = "adl-ok"');
  await expect(page.getByText('SCORM 2004', { exact: true })).toBeVisible();
});

test('a page declaring a global var API = null still finds the runtime', async ({ page }) => {
  await preview(page, 'var-api-null');
  await expect(log(page)).toContainText('LMSInitialize → true · Sessão iniciada');
  await expect(log(page)).toContainText('Gravação de cmi.core.lesson_location = "api-null-ok"');
});

test('a frameset whose frames script each other', async ({ page }) => {
  await preview(page, 'frameset');
  await expect(log(page)).toContainText('LMSInitialize → true · Sessão iniciada');
  await expect(log(page)).toContainText('Gravação de cmi.core.lesson_location = "frames-ok:Página 1"');
});

test('a package loading its files by XHR and fetch, a web font and a Worker', async ({ page }) => {
  await preview(page, 'xhr-font-worker');
  await expect(log(page)).toContainText('Initialize → true · Sessão iniciada');
  await expect(log(page)).toContainText('Gravação de cmi.location = "xhr-ok fetch-ok font-ok worker-ok"');
});

test('a multi-SCO package: its items as a tree, parameters, continue, choice, and any item opened from the list by keyboard', async ({ page }) => {
  await preview(page, 'multi-sco');
  const items = page.getByRole('list', { name: 'Itens do pacote' });
  await expect(items.getByText('Módulo 1')).toBeVisible();
  await expect(items.getByRole('button')).toHaveText(['Parte 1', 'Parte 2', 'Parte 3']);
  await expect(items.getByText('Item oculto')).toHaveCount(0);
  await expect(log(page)).toContainText('Item aberto: Parte 1 (início)');
  await expect(log(page)).toContainText('Gravação de cmi.location = "parte=1"');
  await expect(items.getByRole('button', { name: 'Parte 1' })).toHaveAttribute('aria-current', 'true');
  await expectNoAxeViolations(page);

  await sco(page).getByRole('button', { name: 'Continuar' }).click();
  await expect(log(page)).toContainText('Navegação solicitada: continue → Parte 2');
  await expect(log(page)).toContainText('Item aberto: Parte 2 (continuar)');
  await expect(log(page)).toContainText('Gravação de cmi.location = "parte=2 width=750"');
  await expect(sco(page).getByRole('heading', { name: 'Parte 2' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Item/ })).toContainText('Parte 2');

  await sco(page).getByRole('button', { name: 'Ir para a parte 3' }).click();
  await expect(log(page)).toContainText('Item aberto: Parte 3 (escolhido pelo conteúdo)');
  await expect(log(page)).toContainText('Gravação de cmi.location = "parte=3"');

  // Flow reaches the hidden item, as sequencing does, though the list leaves it out.
  await sco(page).getByRole('button', { name: 'Voltar' }).click();
  await expect(log(page)).toContainText('Item aberto: Item oculto (voltar)');

  await items.getByRole('button', { name: 'Parte 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(log(page)).toContainText('Item aberto: Parte 1 (escolhido na lista)');
  await expect(items.getByRole('button', { name: 'Parte 1' })).toHaveAttribute('aria-current', 'true');
  await expect(sco(page).getByRole('heading', { name: 'Parte 1' })).toBeVisible();
});

test('a package asking confirm() and alert() before it exits', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await preview(page, 'confirm');
  await expect(log(page)).toContainText('LMSInitialize → true · Sessão iniciada');
  await sco(page).getByRole('button', { name: 'Sair' }).click();
  await expect(log(page)).toContainText('Gravação de cmi.core.lesson_location = "confirm-true"');
  await expect(log(page)).toContainText('LMSFinish → true · Sessão encerrada');
  expect(dialogs).toEqual(['Deseja realmente sair do curso?', 'Até logo!']);
});

test("a hostile package reads no cookie, reaches neither the back-office's DOM nor its API, and cannot navigate it", async ({ page }) => {
  await preview(page, 'hostile');
  const url = page.url();
  await expect(log(page)).toContainText('LMSInitialize → true · Sessão iniciada');
  await expect(log(page)).toContainText(
    'Gravação de cmi.suspend_data = "cookie=[] dom=blocked post=blocked nocors=blocked get=blocked content-api=status 404"',
    { timeout: 20_000 },
  );
  await expect(log(page)).toContainText('Gravação de cmi.core.lesson_location = "topnav=blocked"');
  expect(page.url()).toBe(url);
  await expect(page.getByRole('heading', { name: 'Pré-visualizar SCORM' })).toBeVisible();
  // The mutation it tried to send without CORS never ran.
  const { branch_collections: branches } = await gql(page, 'parceiro', 'query { branch_collections(search: "Filial criada") { value } }');
  expect(branches).toEqual([]);

  // The player and the package live on the content origin; the back-office's session cookie
  // (HttpOnly) goes there too, since ports share cookies, and is honoured by nothing there.
  const content = new URL(E2E_BASE_URL);
  content.port = String(Number(content.port) + 1);
  const player = page.frames().find((f) => f.url().startsWith(`${content.origin}/preview/`));
  expect(player).toBeTruthy();
  expect(await player!.evaluate(() => self.origin)).toBe(content.origin);
  expect(await player!.evaluate(() => document.cookie)).toBe('');
  const api = await page.request.get(`${content.origin}/api/v1/account/graphql?query=%7B__typename%7D`);
  expect(api.status()).toBe(404);
});
