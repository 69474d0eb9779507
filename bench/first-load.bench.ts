/**
 * The login screen's cold load in headless Chromium: every response of a fresh context (empty
 * cache) until the form is shown and the network is idle, with the bytes that crossed the wire
 * (compressed, headers excluded) and what they unpack to.
 *
 * Anchor: the 150 KiB the login screen may transfer (issue 11); before this work it loaded 16
 * chunks, 706 KiB, sent uncompressed. Also printed: the largest gzipped chunk of the build that
 * the first screen does not load (aim: none over 100 KiB).
 *
 *   npm run build && npx tsx bench/first-load.bench.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './lib/server-process.ts';

const AIM_KIB = 150;
const BEFORE = { chunks: 16, kib: 706 };
const CHUNK_AIM_KIB = 100;
const CHROMIUM_ARGS = ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-first-load-'));
const server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: 'false', ADMIN_PASSWORD: 'bench-password' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
  // Bytes on the wire per request (body as sent, i.e. compressed), from Chromium's own accounting.
  const wire = new Map<string, { url: string; bytes: number; encoding: string }>();
  client.on('Network.responseReceived', (e) => {
    const encoding = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1] ?? 'identity';
    wire.set(e.requestId, { url: e.response.url, bytes: 0, encoding: String(encoding) });
  });
  client.on('Network.loadingFinished', (e) => {
    const entry = wire.get(e.requestId);
    if (entry) entry.bytes = e.encodedDataLength;
  });
  await page.goto(`${server.url}/#/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Entrar' }).waitFor();
  const decoded = new Map<string, number>(
    (
      await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => [e.name, (e as unknown as { decodedBodySize: number }).decodedBodySize] as const),
      )
    ).map(([n, s]) => [n, s]),
  );
  const rows = [...wire.values()].filter((r) => !r.url.startsWith('data:'));
  const total = rows.reduce((sum, r) => sum + r.bytes, 0);
  const unpacked = rows.reduce((sum, r) => sum + (decoded.get(r.url) ?? 0), 0);
  console.log('login screen, cold load (on the wire incl. headers, encoding, unpacked):');
  for (const r of rows.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${kib(r.bytes).padStart(7)} KiB  ${r.encoding.padEnd(8)} ${kib(decoded.get(r.url) ?? 0).padStart(7)} KiB  ${new URL(r.url).pathname}`);
  }
  console.log(`total: ${rows.length} responses, ${kib(total)} KiB transferred (${kib(unpacked)} KiB unpacked)`);
  console.log(`ratio to the ${AIM_KIB} KiB aim: ${(total / 1024 / AIM_KIB).toFixed(2)}x; before: ${BEFORE.chunks} chunks, ${BEFORE.kib} KiB uncompressed`);

  // The build's chunks the login screen did not load: the largest of them, gzipped.
  const assets = path.resolve(import.meta.dirname, '../apps/web/dist/assets');
  const loaded = new Set(rows.map((r) => path.basename(new URL(r.url).pathname)));
  const others = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js') && !loaded.has(f))
    .map((f) => ({ f, gz: gzipSync(fs.readFileSync(path.join(assets, f))).length }))
    .sort((a, b) => b.gz - a.gz);
  const largest = others[0];
  console.log(
    `largest chunk the first screen does not load: ${largest.f}, ${kib(largest.gz)} KiB gzipped (aim ≤ ${CHUNK_AIM_KIB} KiB: ${(largest.gz / 1024 / CHUNK_AIM_KIB).toFixed(2)}x)`,
  );
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
