/**
 * A TCP proxy in front of PostgreSQL that records the statements its clients execute, read from
 * the wire protocol (simple Query, and Parse/Bind of the extended protocol with the parameters
 * as sent). A server started with its DATABASE_URL pointing here shows which SQL one request
 * sends, without any hook inside the server. For set-up only: it is not meant to carry load.
 */
import net from 'node:net';

export interface RecordedStatement {
  sql: string;
  /** Parameters as sent (node-postgres sends text), null for SQL NULL. */
  params: Array<string | null>;
  /** The prepared statement's name, when the client named it (prepared once per connection). */
  name?: string;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

function cString(buffer: Buffer, offset: number): [string, number] {
  const end = buffer.indexOf(0, offset);
  return [buffer.toString('utf8', offset, end), end + 1];
}

/** Reads the client side of one connection and calls `onExecute` for each statement it runs. */
function frontendParser(onExecute: (statement: RecordedStatement) => void) {
  let pending = Buffer.alloc(0);
  let startup = true;
  const prepared = new Map<string, string>();
  const message = (type: string, body: Buffer) => {
    if (type === 'Q') {
      onExecute({ sql: cString(body, 0)[0], params: [] });
    } else if (type === 'P') {
      const [name, afterName] = cString(body, 0);
      prepared.set(name, cString(body, afterName)[0]);
    } else if (type === 'B') {
      let at = cString(body, 0)[1];
      const [name, afterName] = cString(body, at);
      at = afterName;
      const formats = body.readInt16BE(at);
      const formatCodes = Array.from({ length: formats }, (_, i) => body.readInt16BE(at + 2 + 2 * i));
      at += 2 + 2 * formats;
      const count = body.readInt16BE(at);
      at += 2;
      const params: Array<string | null> = [];
      for (let i = 0; i < count; i++) {
        const length = body.readInt32BE(at);
        at += 4;
        if (length < 0) {
          params.push(null);
          continue;
        }
        const binary = (formatCodes.length === 1 ? formatCodes[0] : formatCodes[i]) === 1;
        params.push(binary ? `\\x${body.toString('hex', at, at + length)}` : body.toString('utf8', at, at + length));
        at += length;
      }
      onExecute({ sql: prepared.get(name) ?? `<unknown statement ${name}>`, params, ...(name ? { name } : {}) });
    }
  };
  return (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      if (startup) {
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        const code = pending.readInt32BE(4);
        pending = pending.subarray(length);
        // After an SSL or GSS request the client sends its startup message again.
        if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) startup = false;
        continue;
      }
      if (pending.length < 5) return;
      const length = pending.readInt32BE(1);
      if (pending.length < 1 + length) return;
      message(String.fromCharCode(pending[0]), pending.subarray(5, 1 + length));
      pending = pending.subarray(1 + length);
    }
  };
}

export interface PgRecorder {
  /** DATABASE_URL through the proxy (same credentials and database as the target). */
  url: string;
  /** Starts collecting; stop() returns what was executed in between, in order. */
  start(): void;
  stop(): RecordedStatement[];
  close(): Promise<void>;
}

export async function startPgRecorder(targetUrl: string): Promise<PgRecorder> {
  const target = new URL(targetUrl);
  let recording: RecordedStatement[] | null = null;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    const parse = frontendParser((statement) => recording?.push(statement));
    client.on('data', (chunk) => {
      parse(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    start: () => {
      recording = [];
    },
    stop: () => {
      const recorded = recording ?? [];
      recording = null;
      return recorded;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
