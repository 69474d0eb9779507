import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeBytes, type RouteBytes } from './route-bytes.ts';

/** What a cold visit to the login screen may download, and what the first visit to any screen after signing in may add (brotli). */
const LOGIN_BUDGET = 150 * 1024;
const SCREEN_BUDGET = 120 * 1024;
/** The room form's rich-text editor: a chunk of its own, which only that form loads. */
const OUTSIDE_BUDGET = [/\/rich-text-editor-[^/]+\.(js|css)$/];

const web = path.resolve(import.meta.dirname, '..');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
let outDir: string;
let bytes: RouteBytes;

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-budgets-'));
  // As `npm run build` makes it: vitest sets NODE_ENV=test, which would build React's development copy.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: web,
      mode: 'production',
      configFile: path.join(web, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  bytes = routeBytes(outDir, path.join(web, 'src/features'), OUTSIDE_BUDGET);
  const rows = [...bytes.screens].sort((a, b) => b.bytes - a.bytes);
  console.log(
    [
      `login (cold visit): ${kib(bytes.login.bytes)} of ${kib(LOGIN_BUDGET)}`,
      `first visit after signing in (of ${kib(SCREEN_BUDGET)}):`,
      ...rows.map((r) => `  ${kib(r.bytes).padStart(10)}  ${r.routes.join(', ')}${r.outside ? `  (+ ${kib(r.outside)} outside the budget)` : ''}`),
    ].join('\n'),
  );
}, 120_000);

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe('byte budgets of the built SPA (brotli, from the Vite manifest)', () => {
  it('the login screen loads at most 150 KiB, and not the authenticated layout', () => {
    expect(bytes.login.bytes).toBeLessThanOrEqual(LOGIN_BUDGET);
    expect(bytes.login.files.filter((f) => /authenticated-layout|session-/.test(f))).toEqual([]);
  });

  it('every screen is in the table', () => {
    expect(bytes.unrouted).toEqual([]);
    expect(bytes.screens.length).toBeGreaterThan(60);
  });

  it('no screen adds more than 120 KiB on its first visit after signing in', () => {
    const over = bytes.screens.filter((s) => s.bytes > SCREEN_BUDGET).map((s) => `${s.routes[0]}: ${kib(s.bytes)}`);
    expect(over).toEqual([]);
  });
});
