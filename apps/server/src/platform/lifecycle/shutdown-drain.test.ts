import http from 'node:http';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chat } from '../../db/schema/chat.ts';
import { rawSocket } from '../../test/graphql-ws-client.ts';
import { adminToken, scratchData, spawnServer } from './spawned-server.ts';

const GRACE_SECONDS = 3;
/** What the process may take past the grace: the job queue, the close hooks and the database, each bounded. */
const SLACK_MS = 6000;
const SUBSCRIPTION = 'subscription ($chat_id: Int!) { chatMessagesChanged(chat_id: $chat_id) { id } }';

/**
 * A login whose JSON body is sent in two halves: the first now, the second when finish() is
 * called; resolves once the first half is on the wire. finish() resolves with the status.
 */
function halfSentLogin(port: number, login: string): Promise<{ finish: () => Promise<number> }> {
  const body = JSON.stringify({ login, password: 'senha-errada-123' });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/v1/account/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
  return new Promise((resolve) => {
    request.write(body.slice(0, 10), () =>
      resolve({
        finish: () => {
          request.end(body.slice(10));
          return status;
        },
      }),
    );
  });
}

let data: Awaited<ReturnType<typeof scratchData>>;
let roomId = 0;

beforeAll(async () => {
  data = await scratchData(async (database) => {
    const now = Date.now();
    const [room] = await database.db
      .insert(chat)
      .values({
        title: 'Sala do desligamento',
        date_publish: new Date(now - 86_400_000),
        datetime_start: new Date(now - 3_600_000),
        datetime_end: new Date(now + 3_600_000),
        active: 1,
      })
      .returning({ id: chat.id });
    roomId = room!.id;
  });
});

afterAll(async () => {
  await data?.dispose();
});

describe('SIGTERM under load', () => {
  it('finishes every request started before the signal, closes the subscription with 1001 and exits 0 within the grace', async () => {
    const server = await spawnServer(data, { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) });
    try {
      const token = await adminToken(server);
      const ws = await rawSocket(`ws://127.0.0.1:${server.port}/api/v1/chat/graphql`, { authorization: `Bearer ${token}` });
      ws.send({ type: 'connection_init', payload: {} });
      await ws.next((m) => m.type === 'connection_ack');
      ws.send({ type: 'subscribe', id: '1', payload: { query: SUBSCRIPTION, variables: { chat_id: roomId } } });
      // Admitted and listening: nothing comes back for a subscription that is waiting for events.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ws.messages.filter((m) => m.id === '1')).toEqual([]);

      // Requests surely in flight at the signal: their bodies are half sent, the rest follows after
      // it. Sent before the load, so the server has read their headers: bytes a busy server has
      // not read yet are, to Node's server.close(), an idle connection, which it resets.
      const slow = await Promise.all(Array.from({ length: 4 }, (_, i) => halfSentLogin(server.port, `ninguem.${i}@teste.local`)));
      await new Promise((resolve) => setTimeout(resolve, 300));

      const responses: Array<{ start: number; end: number; status: number }> = [];
      const errors: Array<{ at: number; code: string }> = [];
      const load = autocannon({ url: `${server.url}/api/health`, connections: 8, duration: GRACE_SECONDS + 10, timeout: 20 });
      load.on('response', (_client, status, _bytes, ms) => responses.push({ start: Date.now() - ms, end: Date.now(), status }));
      load.on('reqError', (error) => errors.push({ at: Date.now(), code: error.code ?? error.message }));
      const loadDone = new Promise((resolve) => load.on('done', resolve));

      // A steady load first, however busy the machine (the suite runs beside it on two cores).
      const loaded = Date.now() + 20_000;
      while (responses.length < 150 && Date.now() < loaded) await new Promise((resolve) => setTimeout(resolve, 50));
      const signalled = Date.now();
      server.process.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const slowAnswers = await Promise.all(slow.map((request) => request.finish()));
      const exit = await server.exited;
      load.stop();
      await loadDone;
      const closed = await ws.closed;

      // The requests in flight at the signal were answered (a refused login: 401), none was cut.
      expect(slowAnswers).toEqual([401, 401, 401, 401]);
      // Before the signal: a steady load, all of it answered 200, nothing failed.
      const before = responses.filter((r) => r.start < signalled);
      expect(before.length).toBeGreaterThan(100);
      expect(before.filter((r) => r.status !== 200)).toEqual([]);
      expect(errors.filter((e) => e.at < signalled)).toEqual([]);
      // After it, the load's new requests meet closed listeners and closing keep-alive connections.
      expect(errors.filter((e) => !['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(e.code))).toEqual([]);

      expect(closed.code).toBe(1001);
      expect(exit.code, server.output()).toBe(0);
      expect(exit.at - signalled).toBeLessThan(GRACE_SECONDS * 1000 + SLACK_MS);
      // One line per step, so an operator sees where the shutdown stands.
      for (const step of ['SIGTERM received', 'listeners closed', 'WebSocket(s) closed with 1001', 'job queue closed', 'database closed', 'exiting with 0']) {
        expect(server.output()).toContain(step);
      }
    } finally {
      server.process.kill('SIGKILL');
    }
  });
});
