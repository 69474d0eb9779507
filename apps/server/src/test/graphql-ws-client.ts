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
        heard.closed = error instanceof Error ? error.message : Array.isArray(error) ? error.map((e) => e.message).join() : String((error as { code?: number }).code);
      },
      complete: () => {},
    },
  );
  return heard;
}
