import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { spansEnabled } from './spans.ts';
import { startTracing, type Tracing } from './tracing.ts';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: Array<{ key: string; value: Record<string, unknown> }>;
}

/** A local OTLP/HTTP receiver (JSON encoding): every span it was sent. */
function otlpReceiver() {
  const spans: OtlpSpan[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const parsed = JSON.parse(body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }> };
        for (const resource of parsed.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { spans, server };
}

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';
const OTEL_ENV = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_PROTOCOL', 'OTEL_BSP_SCHEDULE_DELAY'] as const;

const receiver = otlpReceiver();
const lines: string[] = [];
let tracing: Tracing | null;
let t: TestApp;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`;
  for (const name of OTEL_ENV) saved[name] = process.env[name];
  Object.assign(process.env, { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '50' });
  tracing = await startTracing(endpoint);
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
});

afterAll(async () => {
  await t?.close();
  await tracing?.shutdown();
  for (const name of OTEL_ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await new Promise((resolve) => receiver.server.close(resolve));
});

describe('traces', () => {
  it('are off, and load nothing, without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    expect(await startTracing(undefined)).toBeNull();
    // No module of the server imports OpenTelemetry but for its types: the SDK comes in through
    // startTracing's dynamic import alone, which the production bundle keeps dynamic.
    const src = path.resolve(import.meta.dirname, '../..');
    const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const loading = files.filter((f) => /^import (?!type )[^;]*from '@opentelemetry\//m.test(fs.readFileSync(path.join(src, f), 'utf8')));
    expect(loading).toEqual([]);
  });

  it('send a GraphQL call as a server span, its field as a child, and its statements under the field', async () => {
    const admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
    lines.length = 0;
    // Over a real socket: the body arrives in stream events, outside the request's first context.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/v1/account/graphql`, {
      method: 'POST',
      headers: { ...bearer(admin.token), 'content-type': 'application/json', traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01` },
      // Large enough to arrive in several chunks.
      body: JSON.stringify({ query: '{ profiles_collections { id title } }', extensions: { padding: 'x'.repeat(300_000) } }),
    });
    expect(res.status).toBe(200);
    expect(spansEnabled()).toBe(true);
    // Shutting down flushes what is batched; the receiver then holds the whole trace.
    await tracing?.shutdown();
    tracing = null;
    const trace = receiver.spans.filter((s) => s.traceId.toLowerCase() === TRACE_ID);
    const server = trace.find((s) => s.name === 'POST /api/v1/account/graphql');
    expect(server, JSON.stringify(trace.map((s) => s.name))).toBeDefined();
    expect(server?.parentSpanId).toBe(CALLER_SPAN);
    const field = trace.find((s) => s.name === 'graphql account.profiles_collections');
    expect(field?.parentSpanId).toBe(server?.spanId);
    const statements = trace.filter((s) => s.name === 'db.query' && s.parentSpanId === field?.spanId);
    expect(statements.length).toBeGreaterThan(0);
    const text = statements[0].attributes?.find((a) => a.key === 'db.query.text')?.value.stringValue;
    expect(String(text)).toMatch(/select/i);
    // The request's log line names the same trace.
    const line = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.url === '/api/v1/account/graphql');
    expect(line?.trace_id).toBe(TRACE_ID);
    expect(line?.span_id).toBe(server?.spanId);
  });
});
