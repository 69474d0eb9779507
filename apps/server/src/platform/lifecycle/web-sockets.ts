import type { FastifyInstance, FastifyRequest } from 'fastify';
import type WebSocket from 'ws';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every WebSocket open on this server, whichever service's scope accepted it. */
    webSockets: WebSocketRegistry;
  }
}

/** 1001 'going away': the server is leaving; a client reconnects, to another copy. */
export const CLOSE_GOING_AWAY = 1001;

export interface WebSocketRegistry {
  readonly open: number;
  /**
   * Sends every open socket a close frame with this code, waits up to waitMs for the clients to
   * answer, then cuts the sockets that have not; resolves with how many were cut.
   */
  closeAll(code: number, reason: string, waitMs: number): Promise<{ told: number; terminated: number }>;
}

/** The route option @fastify/websocket (Mercurius' transport) adds. */
interface WebSocketRoute {
  wsHandler?: (this: unknown, socket: WebSocket, request: FastifyRequest) => unknown;
}

/**
 * Keeps the sockets of every WebSocket route in one place. Each service registers its own
 * @fastify/websocket in its scope, whose close sends no code (the client sees 1005) and waits up
 * to 30 s for each client's answer; and an upgraded socket is no longer an HTTP connection, so
 * server.closeAllConnections() does not reach it either. Must be called before the routes are
 * registered: the hook wraps each WebSocket handler as its route is added, in any scope.
 */
export function trackWebSockets(app: FastifyInstance): WebSocketRegistry {
  const sockets = new Set<WebSocket>();
  app.addHook('onRoute', (route) => {
    const ws = route as typeof route & WebSocketRoute;
    const handler = ws.wsHandler;
    if (!handler) return;
    ws.wsHandler = function (this: unknown, socket, request) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      return handler.call(this, socket, request);
    };
  });
  const registry: WebSocketRegistry = {
    get open() {
      return sockets.size;
    },
    async closeAll(code, reason, waitMs) {
      const told = [...sockets];
      const closed = told.map((socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())));
      for (const socket of told) socket.close(code, reason);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(closed), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
      const left = [...sockets];
      for (const socket of left) socket.terminate();
      return { told: told.length, terminated: left.length };
    },
  };
  app.decorate('webSockets', registry);
  return registry;
}
