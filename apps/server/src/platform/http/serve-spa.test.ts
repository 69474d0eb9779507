import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app.ts';
import { installBrowserHeaders } from '../security/browser-headers.ts';
import { CACHE_HASHED, CACHE_REVALIDATE, DOCUMENT_ONLY_HEADERS, serveSpa } from './serve-spa.ts';

const HTML = '<!doctype html><title>Backoffice</title>'.repeat(20);
const SCRIPT = 'export const answer = 42;\n'.repeat(200);

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    fs.writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  };
  write('index.html', HTML);
  write('assets/index-AbC123.js', SCRIPT);
  write('assets/index-AbC123.css', SCRIPT);
  write('assets/logo-AbC123.svg', HTML);
  app = Fastify();
  // As the app does: every answer gets the security headers first.
  await installBrowserHeaders(app, testConfig());
  await serveSpa(app, dir);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the built SPA', () => {
  it('sends the brotli copy of a hashed file to a browser that takes it, cached for good', async () => {
    const res = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(CACHE_HASHED);
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('falls back to gzip, then to the file itself', async () => {
    const gz = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(CACHE_HASHED);
  });

  it('asks the browser to revalidate index.html, served for every screen address too', async () => {
    for (const url of ['/', '/index.html', '/Branch-edit/3']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(CACHE_REVALIDATE);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
  });

  it('answers an unknown API path with a JSON 404, not the SPA', async () => {
    const res = await app.inject({ url: '/api/v1/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends the document headers with documents only, not with hashed scripts and styles', async () => {
    for (const url of ['/assets/index-AbC123.js', '/assets/index-AbC123.css']) {
      for (const encoding of ['br', 'identity']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers[name], `${url} ${encoding} ${name}`).toBeUndefined();
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      }
    }
    // An SVG opened by itself is a document that can run scripts: it keeps them, as index.html does.
    for (const url of ['/', '/Branch-edit/3', '/assets/logo-AbC123.svg']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});
