import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { asAdmin, signIn, menu } from './support/session.ts';
import { apiPost, gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { demoUserOfProfile } from './support/users.ts';

const VIDEO = 'Relatório da plataforma de vídeos';
const ALL_BLOCKS = [
  'Cursos',
  VIDEO,
  'Relatórios do programa',
  'Cursos mais concluídos',
  'Conteúdos digitais',
  'Usuários',
  'Relatórios de corretores',
  'Termos de compromisso',
  'Visualizações de páginas',
];
const SPECIAL_BLOCKS = ALL_BLOCKS.filter((b) => b !== 'Visualizações de páginas');
const EVERYONE_BLOCKS = [VIDEO, 'Relatórios do programa', 'Cursos mais concluídos', 'Termos de compromisso'];

const block = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Opens /dashboard from the menu and waits until every block has loaded, none failing. */
async function openDashboard(page: Page, blocks: string[]) {
  await menu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
  for (const title of blocks) await expect(block(page, title)).toBeVisible();
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  await expect(page.getByText('Erro :(')).toHaveCount(0);
  for (const title of ALL_BLOCKS.filter((b) => !blocks.includes(b))) await expect(block(page, title)).toHaveCount(0);
}

test('the super administrator sees every block with the figures of the API, the chart, and downloads the term report', async ({ page }) => {
  await asAdmin(page);
  await openDashboard(page, ALL_BLOCKS);
  await expectNoAxeViolations(page);

  const api = await gql(
    page,
    'account',
    `{ all: userCount(interval: "all") today: userCount(interval: "today") terms: termoCompromissoCount { parceiros corretores colaboradores } }`,
  );
  const users = block(page, 'Usuários');
  await expect(users.getByLabel(/^Total: /)).toHaveAttribute('aria-label', `Total: ${api.all}`);
  await expect(users.getByLabel(/^Hoje: /)).toHaveAttribute('aria-label', `Hoje: ${api.today}`);
  const terms = block(page, 'Termos de compromisso');
  for (const [label, key] of [
    ['Parceiros', 'parceiros'],
    ['Corretores', 'corretores'],
    ['Colaboradores', 'colaboradores'],
  ] as const) {
    await expect(terms.getByLabel(new RegExp(`^${label}: `))).toHaveAttribute('aria-label', `${label}: ${api.terms[key]}`);
  }
  const courses = await gql(
    page,
    'lms',
    `{ online: courseCount(type: "online") presential: courseCount(type: "presential") top: coursesOnlineTrending(limit: 1) { title total } }`,
  );
  await expect(block(page, 'Cursos').getByLabel(/^Total: /)).toHaveText([String(courses.online), String(courses.presential)]);
  await expect(block(page, 'Cursos').getByRole('button', { name: 'Relatório de cursos' })).toBeVisible();
  await expect(block(page, 'Cursos mais concluídos').getByRole('list', { name: 'On-line' }).getByRole('listitem').first()).toHaveText(
    `1. ${courses.top[0].title}${courses.top[0].total}`,
  );

  // Page views: today and the total, and a bar for each of the previous 10 days (the demo has views every day).
  const views = block(page, 'Visualizações de páginas');
  const pages = await gql(page, 'analytics', `{ total: countPages }`);
  await expect(views.getByLabel(/^Total: /)).toHaveAttribute('aria-label', `Total: ${pages.total}`);
  const chart = views.getByRole('figure', { name: 'Visualizações nos últimos 10 dias' });
  await expect(chart.locator('svg rect')).toHaveCount(10);
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(11);
  const yesterday = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit' }).format(
    new Date(Date.now() - 86_400_000),
  );
  await expect(chart.locator('svg text').filter({ hasText: yesterday })).toHaveCount(1);
  await expect(chart.getByRole('row').last().getByRole('cell').first()).toHaveText(yesterday);

  // The commitment-term report: one row per acceptance, typed as the counts say.
  const downloadEvent = page.waitForEvent('download');
  await terms.getByRole('button', { name: 'Relatório de aceites' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe('relatorio-termo-compromisso.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows = book.worksheets[0]
    .getSheetValues()
    .slice(1)
    .map((r) => (r as unknown[]).slice(1));
  expect(rows[0]).toEqual(['Nome', 'E-mail', 'CPF/Matrícula', 'Tipo', 'Data de aceite']);
  const kinds = rows.slice(1).map((r) => r[3]);
  expect(kinds.filter((k) => k === 'Corretor')).toHaveLength(api.terms.corretores);
  expect(kinds.filter((k) => k === 'Parceiro')).toHaveLength(api.terms.parceiros);
  expect(kinds.filter((k) => k === 'Colaborador')).toHaveLength(api.terms.colaboradores);
  expect(rows.slice(1).every((r) => /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(String(r[4])))).toBe(true);

  // Each block links to its report screen.
  await block(page, 'Cursos').getByRole('link', { name: 'Turmas presenciais' }).click();
  await expect(page).toHaveURL(/#\/reports\/turmas-presenciais$/);
});

test('a user of profile 15 sees the course, content, user and broker blocks but no page views or course report', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await asAdmin(admin);
  const user = await demoUserOfProfile(admin, 'bruno.souza@demo.local', 15);
  const expected = await gql(admin, 'dam', `{ total: assetsCount(module_name: "Media") active: assetsCount(module_name: "Media", active: 1) }`);

  const page = await (await browser.newContext()).newPage();
  await signIn(page, user.mail, DEMO_PASSWORD);
  await openDashboard(page, SPECIAL_BLOCKS);
  await expectNoAxeViolations(page);
  await expect(page.getByRole('button', { name: 'Relatório de cursos' })).toHaveCount(0);
  await expect(page.getByRole('figure')).toHaveCount(0);
  const content = block(page, 'Conteúdos digitais');
  await expect(content.getByLabel(/^Total: /)).toHaveAttribute('aria-label', `Total: ${expected.total}`);
  await expect(content.getByLabel(/^Ativos: /)).toHaveAttribute('aria-label', `Ativos: ${expected.active}`);
  await expect(block(page, 'Relatórios de corretores').getByRole('link')).toHaveText(['Acesso de corretores', 'Lista de corretores']);
  await block(page, 'Relatórios de corretores').getByRole('link', { name: 'Lista de corretores' }).click();
  await expect(page).toHaveURL(/#\/reports\/lista-corretores$/);
});

test('a user of another profile with the Dashboard module sees only the blocks for everyone', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await asAdmin(admin);
  const title = `Painel E2E ${Date.now() % 100000}`;
  const created = await gql(admin, 'account', `mutation ($input: ProfileInput!) { createOrUpdateProfile(input: $input) { id } }`, { input: { title } });
  const profileId = created.createOrUpdateProfile.id as number;
  const modules = await gql(admin, 'account', `{ get_account_module_collection { id name } }`);
  const dashboard = modules.get_account_module_collection.find((m: { name: string }) => m.name === 'Dashboard');
  await gql(admin, 'account', `mutation ($p: Int!, $m: Int!) { createProfileAccountModule(profile_id: $p, account_module_id: $m) { id } }`, {
    p: profileId,
    m: dashboard.id,
  });
  const user = await demoUserOfProfile(admin, 'carla.souza@demo.local', profileId);

  const page = await (await browser.newContext()).newPage();
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/graphql')) calls.push(r.postData() ?? '');
  });
  await signIn(page, user.mail, DEMO_PASSWORD);
  await expect(menu(page).getByRole('link')).toHaveText(['Início', 'Dashboard']);
  await openDashboard(page, EVERYONE_BLOCKS);
  await expectNoAxeViolations(page);
  await expect(block(page, 'Relatórios do programa').getByRole('button')).toHaveText(['Progressão nos cursos', 'Relatório de turmas', 'Turmas desalocadas']);
  await expect(block(page, 'Termos de compromisso').getByRole('button', { name: 'Relatório de aceites' })).toBeVisible();
  // Hidden blocks are not even asked for, and the server would refuse them anyway.
  for (const hidden of ['courseCount', 'assetsCount', 'userCount', 'countPages']) expect(calls.join('\n')).not.toContain(hidden);
  const refused = await apiPost(page, '/api/v1/analytics/graphql', { query: '{ countPages }' });
  expect((await refused.json()).errors[0].extensions.code).toBe('FORBIDDEN');
});
