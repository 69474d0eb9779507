/**
 * The dashboard's first paint in headless Chromium, on the demo data: the time from navigation
 * to /#/dashboard until every block a super administrator sees has loaded (no 'Carregando...'
 * left, no 'Erro :(', the page-view chart drawn), in a fresh browser context each time (empty
 * cache, session cookie only), as a user opening the back-office on that page.
 *
 * Anchor: the same cold load of /#/home until its greeting shows. Both pay for the HTML, the
 * app's JavaScript, the session and the screen's chunk; the ratio is what the dashboard adds on
 * top of the shell: its chunk (with the chart library) and the ~9 GraphQL calls of its blocks.
 *
 * On PGlite and (with DATABASE_URL) on PostgreSQL.
 *   npm run build && npx tsx bench/dashboard.bench.ts
 *   DATABASE_URL=postgres://... npx tsx bench/dashboard.bench.ts
 */
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { onEachDatabase, type Target } from './lib/compare.ts';
import { startServer } from './lib/server-process.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ADMIN = { email: 'bench@bench.local', password: 'bench-password' };
/** Blocks a super administrator sees (the roles and permissions of the spec): every card of the page. */
const SUPER_ADMIN_BLOCKS = 9;

const CHROMIUM_ARGS = ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  // Nearest rank: with 5 runs the p95 is the slowest one.
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** Logs in through the login screen and returns the session (cookies) for fresh contexts. */
async function session(browser: Browser, url: string): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/#/login`);
  await page.getByLabel('E-mail ou matrícula').fill(ADMIN.email);
  await page.getByLabel('Senha').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/#\/home$/);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Milliseconds from navigation start until `ready` holds in the page (checked every frame). */
async function coldLoad(
  browser: Browser,
  storageState: BrowserContextOptions['storageState'],
  url: string,
  ready: string,
): Promise<{ ms: number; graphql: number }> {
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 900 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  let graphql = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql')) graphql++;
  });
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(ready, undefined, { polling: 'raf', timeout: 60_000 });
  const ms = (await handle.jsonValue()) as number;
  await context.close();
  return { ms, graphql };
}

const DASHBOARD_READY = `(() => {
  const blocks = document.querySelectorAll('section[aria-labelledby]');
  if (blocks.length < ${SUPER_ADMIN_BLOCKS}) return false;
  const text = document.body.innerText;
  if (text.includes('Carregando...')) return false;
  if (text.includes('Erro :(')) throw new Error('a block failed to load');
  if (!document.querySelector('[role="figure"] svg rect')) return false;
  return performance.now();
})()`;

const HOME_READY = `(() => {
  const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent?.startsWith('Olá,'));
  return heading ? performance.now() : false;
})()`;

async function measure(target: Target, env: Record<string, string>): Promise<void> {
  const started = performance.now();
  const server = await startServer({ ...env, DEMO_DATA: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  console.log(`${target}: server with demo data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const storageState = await session(browser, server.url);
    // One warm-up of each, so the server's first queries (plan caches, PGlite pages) are not counted.
    await coldLoad(browser, storageState, `${server.url}/#/home`, HOME_READY);
    await coldLoad(browser, storageState, `${server.url}/#/dashboard`, DASHBOARD_READY);
    const home: number[] = [];
    const dashboard: number[] = [];
    let calls = 0;
    for (let i = 0; i < RUNS; i++) {
      home.push((await coldLoad(browser, storageState, `${server.url}/#/home`, HOME_READY)).ms);
      const d = await coldLoad(browser, storageState, `${server.url}/#/dashboard`, DASHBOARD_READY);
      dashboard.push(d.ms);
      calls = d.graphql;
    }
    const row = (name: string, values: number[]) =>
      `  ${name.padEnd(34)} median ${percentile(values, 0.5).toFixed(0).padStart(5)} ms  p95 ${percentile(values, 0.95).toFixed(0).padStart(5)} ms  (${values.map((v) => v.toFixed(0)).join(', ')})`;
    console.log(`${target}: cold first paint at 1280x900, ${RUNS} runs each`);
    console.log(row('/#/home (anchor: greeting shown)', home));
    console.log(row(`/#/dashboard (${SUPER_ADMIN_BLOCKS} blocks, chart drawn)`, dashboard));
    console.log(`  GraphQL requests on the dashboard: ${calls}`);
    console.log(`  ratio dashboard / home (medians): ${(percentile(dashboard, 0.5) / percentile(home, 0.5)).toFixed(2)}x`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await onEachDatabase('bo-bench-dashboard', (target, env) => measure(target, env));
