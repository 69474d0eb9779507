import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSocket, type RawSocket } from '../../test/graphql-ws-client.ts';
import { listenMiniService } from '../../test/mini-subscription-service.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { QUERY_LIMITS } from './endpoint.ts';
import { SOCKET_LIMITS, SOCKET_MESSAGES } from './socket-guard.ts';

let t: TestApp;
let app: FastifyInstance;
let url: string;
let origin: string;
let ring: (room: number, n: number, token: string) => Promise<unknown>;
let moderator: { token: string };
let participant: { token: string };
const sockets: RawSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ({ app, url, origin, ring } = await listenMiniService(t));
  moderator = await t.signIn(await t.createProfile({ modules: ['Chat'] }));
  participant = await t.signIn(await t.createProfile({ modules: [] }));
});
afterAll(async () => {
  for (const s of sockets) s.socket.terminate();
  await app?.close();
  await t?.close();
});

/** A socket past connection_ack, as the moderator (or whom `token` names). */
async function connected(token = moderator.token): Promise<RawSocket> {
  const s = await rawSocket(url, { origin, authorization: `Bearer ${token}` });
  sockets.push(s);
  s.send({ type: 'connection_init', payload: {} });
  await s.next((m) => m.type === 'connection_ack');
  return s;
}

const subscribe = (s: RawSocket, id: string, query: string, variables: Record<string, unknown> = {}) =>
  s.send({ type: 'subscribe', id, payload: { query, variables } });
const errorOf = async (s: RawSocket, id: string) => JSON.stringify((await s.next((m) => m.id === id && m.type !== 'next')).payload);
const ROOM = 'subscription ($room: Int!) { rings(room: $room) }';

describe('the WebSocket path checks every document as HTTP does, before anything runs', () => {
  it('a user without the module is closed at connection_init, and never acked', async () => {
    const s = await rawSocket(url, { origin, authorization: `Bearer ${participant.token}` });
    sockets.push(s);
    s.send({ type: 'connection_init', payload: {} });
    subscribe(s, '1', ROOM, { room: 1 });
    expect(await s.closed).toEqual({ code: 4403, reason: 'Forbidden' });
    expect(s.messages).toEqual([]);
  });

  it('a document past the token limit, an unknown field, too many aliases, a query, an AST object: each refused for its id, the connection kept', async () => {
    const s = await connected();
    subscribe(s, 'tokens', `subscription { ${'rings(room: 1) '.repeat(QUERY_LIMITS.tokens / 4)} }`);
    // graphql-js' own wording ('more that').
    expect(await errorOf(s, 'tokens')).toMatch(new RegExp(`Document contains more tha[nt] ${QUERY_LIMITS.tokens} tokens`));
    subscribe(s, 'unknown', 'subscription { secrets }');
    expect(await errorOf(s, 'unknown')).toContain('Campo desconhecido: secrets (em Subscription).');
    subscribe(s, 'aliases', `subscription { ${Array.from({ length: QUERY_LIMITS.aliases + 5 }, (_, i) => `a${i}: rings(room: 1)`).join(' ')} }`);
    expect(await errorOf(s, 'aliases')).toMatch(/aliases/i);
    subscribe(s, 'query', '{ ok }');
    expect(await errorOf(s, 'query')).toContain(SOCKET_MESSAGES.notSubscription);
    s.send({ type: 'subscribe', id: 'ast', payload: { query: { kind: 'Document', definitions: [] } } });
    expect(await errorOf(s, 'ast')).toContain(SOCKET_MESSAGES.badMessage);

    // The same connection still carries a good subscription.
    subscribe(s, 'good', ROOM, { room: 41 });
    let n = 0;
    const value = s.next((m) => m.id === 'good' && m.type === 'next');
    const ringing = setInterval(() => void ring(41, ++n, moderator.token), 50);
    expect((await value).payload).toEqual({ data: { rings: 1 } });
    clearInterval(ringing);
  });

  it('bounds the subscriptions open on one connection, counting those that ended', async () => {
    const s = await connected();
    for (let i = 0; i < SOCKET_LIMITS.subscriptions; i++) subscribe(s, `r${i}`, ROOM, { room: 100 + i });
    subscribe(s, 'one-too-many', ROOM, { room: 200 });
    expect(await errorOf(s, 'one-too-many')).toContain(SOCKET_MESSAGES.tooManySubscriptions);
    // A subscription the client completes, and one its resolver refuses, free their places.
    s.send({ type: 'complete', id: 'r0' });
    subscribe(s, 'refused', ROOM, { room: -1 });
    expect(await errorOf(s, 'refused')).toContain('Sala inválida');
    subscribe(s, 'after', ROOM, { room: 201 });
    subscribe(s, 'over', ROOM, { room: 202 });
    expect(await errorOf(s, 'over')).toContain(SOCKET_MESSAGES.tooManySubscriptions);
    const refusedForLimit = s.messages.filter((m) => m.type === 'error' && JSON.stringify(m.payload).includes(SOCKET_MESSAGES.tooManySubscriptions));
    expect(refusedForLimit.map((m) => m.id)).toEqual(['one-too-many', 'over']);
  });

  it('closes the socket on a message over the size limit, and on a second connection_init', async () => {
    const big = await connected();
    big.send({ type: 'subscribe', id: 'big', payload: { query: `subscription { rings(room: 1) } ${'#'.repeat(SOCKET_LIMITS.messageBytes)}` } });
    expect((await big.closed).code).toBe(1009);

    const twice = await connected();
    twice.send({ type: 'connection_init', payload: { authorization: `Bearer ${participant.token}` } });
    expect((await twice.closed).code).toBe(4429);
  });

  it('keeps answering HTTP while a hostile client sends large documents', async () => {
    const hostile = await connected();
    const document = JSON.stringify({ type: 'subscribe', id: 'x', payload: { query: `subscription { ${'rings(room: 1) '.repeat(60_000)} }` } });
    expect(document.length).toBeGreaterThan(880_000);
    const health = Array.from({ length: 12 }, async (_, i) => {
      if (hostile.socket.readyState === hostile.socket.OPEN) hostile.socket.send(document);
      const res = await fetch(`${origin}/api/health`);
      return [i, res.status];
    });
    expect(await Promise.all(health)).toEqual(Array.from({ length: 12 }, (_, i) => [i, 200]));
    // Closed on the first of them: not one was parsed.
    expect((await hostile.closed).code).toBe(1009);
    expect(hostile.messages.filter((m) => m.type !== 'connection_ack' && m.type !== 'ping')).toEqual([]);
  });
});
