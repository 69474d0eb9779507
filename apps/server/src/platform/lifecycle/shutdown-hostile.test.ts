import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, scratchData, spawnServer } from './spawned-server.ts';

const GRACE_SECONDS = 3;
const SLACK_MS = 6000;

let data: Awaited<ReturnType<typeof scratchData>>;

beforeAll(async () => {
  data = await scratchData();
});

afterAll(async () => {
  await data?.dispose();
});

/** A raw connection that sends `head` and `bodyBytes` of a body it announced larger, then nothing. */
function stalledRequest(port: number, head: string | Buffer, bodyBytes: number) {
  const socket = net.connect(port, '127.0.0.1');
  const state = { answered: '', closed: false };
  socket.on('data', (chunk) => (state.answered += chunk.toString()));
  socket.on('close', () => (state.closed = true));
  socket.on('error', () => {});
  socket.on('connect', () => {
    socket.write(head);
    if (bodyBytes) socket.write(Buffer.alloc(bodyBytes, 0x61));
  });
  return { socket, state };
}

/** A PNG's signature and header chunk: enough for the upload to accept the file and stream it on. */
const PNG_START = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

const multipartHead = (path: string, token: string) =>
  `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${token}\r\ncontent-type: multipart/form-data; boundary=XX\r\ncontent-length: 300000\r\n\r\n` +
  '--XX\r\ncontent-disposition: form-data; name="module_name"\r\n\r\nBanner\r\n--XX\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n';

describe('SIGTERM with hostile clients', () => {
  it('exits within the grace although connections hold half a body, an idle keep-alive and an unread body on the content origin', async () => {
    const server = await spawnServer(data, { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) });
    const clients: net.Socket[] = [];
    try {
      const token = await adminToken(server);
      // An upload whose body stops halfway: a request in flight for as long as the client likes.
      const upload = stalledRequest(server.port, Buffer.concat([Buffer.from(multipartHead('/api/v1/dam/upload', token)), PNG_START]), 64 * 1024);
      // A JSON body announced and never sent in full.
      const json = stalledRequest(
        server.port,
        `POST /api/v1/account/graphql HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 100000\r\n\r\n`,
        1000,
      );
      // A body the content origin refuses unread (it takes none): answered, and the rest never comes.
      const content = stalledRequest(
        server.contentPort,
        `POST /preview/x/ HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/octet-stream\r\ncontent-length: 300000\r\n\r\n`,
        63 * 1024,
      );
      // A keep-alive connection left idle after one answer.
      const idle = stalledRequest(server.port, 'GET /api/health HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n', 0);
      clients.push(upload.socket, json.socket, content.socket, idle.socket);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(idle.state.answered).toContain('HTTP/1.1 200');
      expect(idle.state.closed).toBe(false);
      // The content origin closes a connection whose body it left unread, as the back-office does.
      expect(content.state.answered).toContain('HTTP/1.1 404');
      expect(upload.state.answered).toBe('');

      const signalled = Date.now();
      server.process.kill('SIGTERM');
      const exit = await server.exited;
      expect(exit.at - signalled, server.output()).toBeLessThan(GRACE_SECONDS * 1000 + SLACK_MS);
      // It had to cut the stalled requests: not a clean exit, and it says so.
      expect(exit.code, server.output()).toBe(1);
      expect(server.output()).toMatch(/grace of 3 s over: destroyed [1-9]\d* connection\(s\) still open/);
      expect(idle.state.closed).toBe(true);
      expect(upload.state.closed).toBe(true);
    } finally {
      for (const socket of clients) socket.destroy();
      server.process.kill('SIGKILL');
    }
  });
});
