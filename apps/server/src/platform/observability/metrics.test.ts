import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { insertRoom, signInModerator } from '../../services/chat/messages/chat-test-kit.ts';
import { listen, wsClient } from '../../test/graphql-ws-client.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { listenForMetrics } from './metrics-endpoint.ts';

const TOKEN = 'metrics-token-of-the-test-0123456789';
const LIST = `{ profiles_collections { id title } }`;

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
});

afterAll(async () => {
  await t?.close();
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus' text format, one sample per line (the format prom-client writes). */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

async function scrape(): Promise<Sample[]> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return parse(res.body);
}

/** The value of the one sample with this name whose labels include these. */
function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0);
}

describe('/metrics', () => {
  it('counts and times the HTTP requests, GraphQL fields, statements, logins and session lookups of a few calls', async () => {
    const before = await scrape();
    const graphqlOk = { service: 'account', operation: 'profiles_collections', outcome: 'ok' };
    const graphqlRefused = { service: 'account', operation: 'profiles_collections', outcome: 'refused' };
    const route = { route: '/api/v1/account/graphql', method: 'POST', status: '200' };

    for (let i = 0; i < 3; i++) expect((await t.gql('account', LIST, {}, admin.token)).errors).toBeUndefined();
    expect((await t.gql('account', LIST)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.postLogin(admin.mail, 'not the password', '10.9.8.7')).statusCode).toBe(401);

    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => value(after, name, labels) - value(before, name, labels);
    expect(delta('http_request_duration_seconds_count', route)).toBe(4);
    expect(delta('http_request_duration_seconds_count', { route: '/api/v1/account/login', method: 'POST', status: '401' })).toBe(1);
    expect(delta('http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    expect(delta('graphql_operation_duration_seconds_count', graphqlOk)).toBe(3);
    expect(delta('graphql_operation_duration_seconds_sum', graphqlOk)).toBeGreaterThan(0);
    expect(delta('graphql_operation_duration_seconds_count', graphqlRefused)).toBe(1);
    // The bucket of +Inf holds every observation: the histogram's buckets are there to aggregate.
    expect(delta('graphql_operation_duration_seconds_bucket', { ...graphqlOk, le: '+Inf' })).toBe(3);
    expect(delta('db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(3);
    expect(delta('login_failures_total')).toBe(1);
    // The first call resolved the session from the database, the two after it from the cache.
    expect(delta('session_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(2);
    expect(value(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(value(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('labels requests by route pattern, never by what the client sent in the path', async () => {
    const probe = 'not-a-route-12345';
    await t.app.inject({ method: 'GET', url: `/api/v1/${probe}` });
    await t.app.inject({ method: 'GET', url: `/api/v1/reports/file/98765?token=abc` });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.body).not.toContain(probe);
    expect(res.body).not.toContain('98765');
    expect(value(parse(res.body), 'http_request_duration_seconds_count', { route: 'unmatched', status: '404' })).toBeGreaterThan(0);
  });

  it('is refused without the token, with another token, and absent when no token is configured', async () => {
    for (const headers of [{}, bearer('another-token-of-the-same-size!!!!!!!'), { authorization: TOKEN }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('# HELP');
    }
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(res.body).not.toContain('# HELP');
    } finally {
      await bare.close();
    }
  });

  it('is served alone on METRICS_PORT', async () => {
    const listener = await listenForMetrics(0, '127.0.0.1');
    try {
      const res = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
      expect(res.status).toBe(200);
      const samples = parse(await res.text());
      expect(samples.some((s) => s.name === 'http_request_duration_seconds_count')).toBe(true);
      expect((await fetch(`http://127.0.0.1:${listener.port}/api/health`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${listener.port}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await listener.close();
    }
  });

  it('follows WebSocket connections and subscriptions per service, and counts the events delivered', async () => {
    const moderator = await signInModerator(t);
    const roomId = await insertRoom(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = await scrape();
    const delta = (samples: Sample[], name: string, labels: Record<string, string>) => value(samples, name, labels) - value(before, name, labels);
    const chat = { service: 'chat' };
    const until = async (check: (samples: Sample[]) => boolean) => {
      for (let i = 0; i < 100; i++) {
        const samples = await scrape();
        if (check(samples)) return samples;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the metrics never showed it');
    };

    const client = wsClient(`${address.replace('http', 'ws')}/api/v1/chat/graphql`, bearer(moderator.token));
    const heard = listen<Array<{ id: number }>>(
      client,
      'subscription ($c: Int!) { chatMessagesChanged(chat_id: $c) { id } }',
      { c: roomId },
      'chatMessagesChanged',
    );
    await until((s) => delta(s, 'graphql_subscriptions', chat) === 1 && delta(s, 'websocket_connections', chat) === 1);
    const sent = await t.gql('chat', 'mutation ($c: Int!) { createChatMessage(chat_id: $c, message: "Olá") { id } }', { c: roomId }, moderator.token);
    expect(sent.errors).toBeUndefined();
    // The counter moves when the server writes the frame, a moment before the client reads it.
    await until((s) => delta(s, 'subscription_events_delivered_total', { ...chat, outcome: 'delivered' }) >= 1 && heard.values.length >= 1);
    expect(heard.values).toEqual([[{ id: sent.data!.createChatMessage.id }]]);
    await client.dispose();
    await until((s) => delta(s, 'graphql_subscriptions', chat) === 0 && delta(s, 'websocket_connections', chat) === 0);
  });

  it('counts the jobs of each queue and their runs', async () => {
    const { deps } = t.app;
    await deps.jobs.start();
    const samples = await scrape();
    // Every queue the app defines is counted, even with nothing queued.
    expect(samples.some((s) => s.name === 'jobs' && s.labels.state === 'queued')).toBe(true);
  });
});
