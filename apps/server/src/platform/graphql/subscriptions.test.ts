import type { FastifyInstance } from 'fastify';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listen as listenTo, wsClient } from '../../test/graphql-ws-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { endSession } from '../auth/sessions.ts';
import { SESSION_COOKIE } from '../http/request-user.ts';
import { listenMiniService } from '../../test/mini-subscription-service.ts';
import { SESSION_RECHECK_MS } from './subscription-field.ts';

let t: TestApp;
let app: FastifyInstance;
let url: string;
let moderator: { token: string };
let other: { token: string };
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const mini = await listenMiniService(t);
  app = mini.app;
  url = mini.url;
  moderator = await t.signIn(await t.createProfile({ modules: ['Chat'] }));
  other = await t.signIn(await t.createProfile({ modules: ['Course'] }));
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await app?.close();
  await t?.close();
});

const client = (headers: Record<string, string>, connectionParams?: Record<string, string>) => {
  const c = wsClient(url, headers, connectionParams);
  clients.push(c);
  return c;
};
const listen = (c: Client, room: number) => listenTo<number>(c, 'subscription ($room: Int!) { rings(room: $room) }', { room }, 'rings');

const ring = (room: number, n: number) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/mini/graphql',
    headers: { authorization: `Bearer ${moderator.token}` },
    payload: { query: `mutation { ring(room: ${room}, n: ${n}) }` },
  });

const sameOrigin = () => `http://${new URL(url).host}`;

describe('GraphQL subscriptions over WebSocket', () => {
  it("deliver a room's events to a moderator signed in by cookie from the same origin, and only that room's", async () => {
    const got = listen(client({ origin: sameOrigin(), cookie: `${SESSION_COOKIE}=${moderator.token}` }), 1);
    const elsewhere = listen(client({ authorization: `Bearer ${moderator.token}` }), 2);
    await vi.waitFor(async () => {
      await ring(1, 7);
      expect(got.values).toContain(7);
    });
    await ring(2, 9);
    await vi.waitFor(() => expect(elsewhere.values).toContain(9));
    expect(got.values).not.toContain(9);
    expect(elsewhere.values).not.toContain(7);
  });

  it('refuse a handshake from another origin even with a live session cookie, and one with neither Origin nor bearer', async () => {
    const foreign = listen(client({ origin: 'https://evil.example', cookie: `${SESSION_COOKIE}=${moderator.token}` }), 1);
    const bare = listen(client({ cookie: `${SESSION_COOKIE}=${moderator.token}` }), 1);
    await vi.waitFor(() => expect(foreign.closed).toBeDefined());
    await vi.waitFor(() => expect(bare.closed).toBeDefined());
    expect(foreign.values).toEqual([]);
    expect(bare.values).toEqual([]);
  });

  it('refuse a handshake without a live session', async () => {
    const anonymous = listen(client({ origin: sameOrigin() }), 1);
    const forged = listen(client({ authorization: 'Bearer not-a-session' }), 1);
    await vi.waitFor(() => expect(anonymous.closed).toBeDefined());
    await vi.waitFor(() => expect(forged.closed).toBeDefined());
  });

  it('refuse the subscription to a user without the module, and bad arguments, with a Portuguese message', async () => {
    const noModule = listen(client({ authorization: `Bearer ${other.token}` }), 1);
    const badRoom = listen(client({ authorization: `Bearer ${moderator.token}` }), -1);
    await vi.waitFor(() => expect(noModule.errors.length + (noModule.closed ? 1 : 0)).toBeGreaterThan(0));
    await vi.waitFor(() => expect(badRoom.errors.length + (badRoom.closed ? 1 : 0)).toBeGreaterThan(0));
    expect(JSON.stringify(badRoom)).toContain('Sala inválida');
    await ring(1, 11);
    expect(noModule.values).toEqual([]);
  });

  it("act as the session sent in connection_init (a 'log in as' tab), not as the cookie's", async () => {
    const cookieModerator = { origin: sameOrigin(), cookie: `${SESSION_COOKIE}=${moderator.token}` };
    const asOther = listen(client(cookieModerator, { authorization: `Bearer ${other.token}` }), 4);
    await vi.waitFor(() => expect(asOther.errors.length + (asOther.closed ? 1 : 0)).toBeGreaterThan(0));
    const asModerator = listen(client({ origin: sameOrigin(), cookie: `${SESSION_COOKIE}=${other.token}` }, { authorization: `Bearer ${moderator.token}` }), 4);
    await vi.waitFor(async () => {
      await ring(4, 5);
      expect(asModerator.values).toContain(5);
    });
    expect(asOther.values).toEqual([]);
  });

  it('stop delivering events once the session has ended', async () => {
    const leaving = await t.signIn(await t.createProfile({ modules: ['Chat'] }));
    const got = listen(client({ authorization: `Bearer ${leaving.token}` }), 3);
    await vi.waitFor(async () => {
      await ring(3, 1);
      expect(got.values).toContain(1);
    });
    await endSession(t.db, leaving.token);
    // The session is read again at most every SESSION_RECHECK_MS: events until then may still arrive.
    let n = 100;
    await vi.waitFor(
      async () => {
        await ring(3, ++n);
        expect(got.errors.length).toBeGreaterThan(0);
      },
      { timeout: SESSION_RECHECK_MS * 5, interval: 100 },
    );
    const delivered = got.values.length;
    const errors = got.errors.length;
    await ring(3, 999);
    await vi.waitFor(() => expect(got.errors.length).toBeGreaterThan(errors));
    expect(got.values).toHaveLength(delivered);
    expect(got.values).not.toContain(999);
  });
});
