import { createClient, type Client } from 'graphql-ws';
import { ApiError, type Service, type TypedDocument } from './api.ts';
import { tabSessionToken } from './tab-session.ts';

/** Waits between reconnection attempts: quick at first, then every 5 s at most. */
export const reconnectDelayMs = (attempt: number) => Math.min(5000, 250 * 2 ** attempt);

const clients = new Map<Service, Client>();

/**
 * One WebSocket per service for the whole tab, opened with the first subscription and closed
 * shortly after the last. It never gives up: a lost connection is retried (see reconnectDelayMs).
 */
function clientFor(service: Service, onConnected: (wasRetry: boolean) => void, onClosed: () => void): Client {
  const existing = clients.get(service);
  if (existing) return existing;
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const client = createClient({
    url: `${scheme}://${window.location.host}/api/v1/${service}/graphql`,
    lazy: true,
    lazyCloseTimeout: 3000,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (attempt) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(attempt))),
    // A 'log in as' tab subscribes as its own session: a page cannot set a WebSocket's headers.
    connectionParams: () => {
      const token = tabSessionToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    on: { connected: (_socket, _payload, wasRetry) => onConnected(wasRetry), closed: onClosed },
  });
  clients.set(service, client);
  return client;
}

const reconnectListeners = new Set<() => void>();
/** Whether each service's socket is open now, for screens that show it ('Ao vivo'). */
const connected = new Map<Service, boolean>();
const statusListeners = new Set<{ service: Service; listener: (live: boolean) => void }>();

function setStatus(service: Service, live: boolean) {
  connected.set(service, live);
  for (const entry of statusListeners) if (entry.service === service) entry.listener(live);
}

/**
 * Subscribes to a service's subscription document. `onReconnected` runs after the connection
 * came back from a loss, so the screen can fetch what it missed meanwhile. Returns the
 * unsubscribe function.
 */
export function subscribe<TResult, TVariables>(
  service: Service,
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
  handlers: {
    next: (data: TResult) => void;
    error?: (error: ApiError) => void;
    onReconnected?: () => void;
    /** Told whether the socket is open: now if it is, then on each connection and loss. */
    onStatus?: (live: boolean) => void;
  },
): () => void {
  const client = clientFor(
    service,
    (wasRetry) => {
      setStatus(service, true);
      if (wasRetry) for (const listener of reconnectListeners) listener();
    },
    () => setStatus(service, false),
  );
  const reconnected = handlers.onReconnected;
  if (reconnected) reconnectListeners.add(reconnected);
  const status = handlers.onStatus ? { service, listener: handlers.onStatus } : null;
  if (status) {
    statusListeners.add(status);
    if (connected.get(service)) status.listener(true);
  }
  const stop = client.subscribe<TResult>(
    { query: document.toString(), variables: variables as Record<string, unknown> },
    {
      next: (result) => {
        if (result.errors?.length) handlers.error?.(new ApiError(result.errors.map((e) => e.message)));
        else if (result.data) handlers.next(result.data as TResult);
      },
      error: (error) => {
        const messages = Array.isArray(error) ? error.map((e: { message: string }) => e.message) : [];
        handlers.error?.(new ApiError(messages));
      },
      complete: () => {},
    },
  );
  return () => {
    if (reconnected) reconnectListeners.delete(reconnected);
    if (status) statusListeners.delete(status);
    stop();
  };
}
