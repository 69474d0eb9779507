import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client whose handshake carries these headers (a browser sends Origin and the cookie). */
export function wsClient(url: string, headers: Record<string, string>, connectionParams?: Record<string, string>): Client {
  return createClient({
    url,
    connectionParams,
    lazy: true,
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
  });
}

export interface Heard<T> {
  values: T[];
  errors: string[];
  /** Why the socket closed, when it did. */
  closed?: string;
}

/** Subscribes and collects what arrives: the data under `field` (each also given to onValue as it comes), errors, or the reason the socket closed. */
export function listen<T>(client: Client, query: string, variables: Record<string, unknown>, field: string, onValue?: (value: T) => void): Heard<T> {
  const heard: Heard<T> = { values: [], errors: [] };
  client.subscribe(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) heard.errors.push(...result.errors.map((e) => e.message));
        else {
          const value = (result.data as Record<string, T>)[field];
          heard.values.push(value);
          onValue?.(value);
        }
      },
      error: (error) => {
        heard.closed =
          error instanceof Error ? error.message : Array.isArray(error) ? error.map((e) => e.message).join() : String((error as { code?: number }).code);
      },
      complete: () => {},
    },
  );
  return heard;
}

/** A bare graphql-transport-ws socket: what arrives, and how it closed, for tests that send what no client library would. */
export interface RawSocket {
  socket: WebSocket;
  messages: Array<{ type: string; id?: string; payload?: unknown }>;
  closed: Promise<{ code: number; reason: string }>;
  send: (message: unknown) => void;
  /** Resolves with the first message that matches, or rejects when the socket closes first. */
  next: (match: (m: { type: string; id?: string; payload?: unknown }) => boolean) => Promise<{ type: string; id?: string; payload?: unknown }>;
}

export async function rawSocket(url: string, headers: Record<string, string>): Promise<RawSocket> {
  const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
  const messages: RawSocket['messages'] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => {
      resolve({ code, reason: String(reason) });
      for (const wake of waiters.splice(0)) wake();
    }),
  );
  socket.on('error', () => {});
  await new Promise<void>((resolve) => {
    socket.once('open', () => resolve());
    socket.once('close', () => resolve());
  });
  const next: RawSocket['next'] = (match) =>
    new Promise((resolve, reject) => {
      const look = () => {
        const found = messages.find(match);
        if (found) return resolve(found);
        if (socket.readyState >= WebSocket.CLOSING) return reject(new Error('socket closed'));
        waiters.push(look);
      };
      look();
    });
  return { socket, messages, closed, send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)), next };
}

export interface SubscribeOutcome {
  /** The close code when the connection was refused (1006: the handshake itself). */
  closed?: number;
  /** The errors the subscription was answered with. */
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
  /** An event's data. */
  data?: unknown;
  /** It was accepted and is waiting for events (nothing came within the quiet time). */
  listening?: true;
}

/** One subscription on a fresh connection, and what came of it; the connection is then dropped. */
export async function subscribeOnce(
  url: string,
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown>,
  quietMs = 300,
): Promise<SubscribeOutcome> {
  const s = await rawSocket(url, headers);
  const closed = s.closed.then(({ code }): SubscribeOutcome => ({ closed: code }));
  try {
    s.send({ type: 'connection_init', payload: {} });
    const acked = await Promise.race([s.next((m) => m.type === 'connection_ack').then(() => null), closed]);
    if (acked) return acked;
    s.send({ type: 'subscribe', id: '1', payload: { query, variables } });
    const answer = s
      .next((m) => m.id === '1')
      .then((m): SubscribeOutcome => {
        if (m.type === 'error') return { errors: m.payload as SubscribeOutcome['errors'] };
        const result = (m.payload ?? {}) as { data?: unknown; errors?: SubscribeOutcome['errors'] };
        return result.errors ? { errors: result.errors } : { data: result.data };
      });
    const quiet = new Promise<SubscribeOutcome>((resolve) => setTimeout(() => resolve({ listening: true }), quietMs));
    return await Promise.race([answer.catch(() => closed), closed, quiet]);
  } finally {
    s.socket.terminate();
  }
}
