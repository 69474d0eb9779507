import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { CLOSE_GOING_AWAY, type WebSocketRegistry } from './web-sockets.ts';

export interface ShutdownStep {
  name: string;
  timeoutMs: number;
  run: () => Promise<unknown>;
}

export interface ShutdownOptions {
  /** How long requests in flight may take to finish before their connections are cut. */
  graceMs: number;
  /** The listeners to close; their connections are followed from now on (call before they listen). */
  servers: Array<{ name: string; server: Server }>;
  readiness?: { beginShutdown(): void };
  webSockets?: Pick<WebSocketRegistry, 'closeAll'>;
  /** What closes once the connections are gone, in order, each within its own timeout. */
  steps: ShutdownStep[];
  log: (line: string) => void;
  exit: (code: number) => void;
  /** Added to the grace and the steps' timeouts for the hard deadline, past which the process exits whatever is pending. */
  slackMs?: number;
}

export interface Shutdown {
  /** Runs the shutdown once (later calls get the same run); resolves with the exit code it exited with. */
  run(reason: string): Promise<number>;
  /** Runs it on these signals; a second signal during a shutdown exits at once. */
  listen(signals?: NodeJS.Signals[]): void;
  readonly started: boolean;
}

/** How long WebSocket clients have to answer the close frame before their sockets are cut. */
const WEB_SOCKET_CLOSE_MS = 1000;
/** After the grace, how long the listeners get to report closed once every connection is destroyed. */
const AFTER_FORCE_MS = 1000;
/** How often connections that finished their request are closed while draining. */
const SWEEP_MS = 100;

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

type Outcome = 'done' | 'timed out' | Error;

async function bounded(run: () => Promise<unknown>, ms: number): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>((resolve) => (timer = setTimeout(() => resolve('timed out'), ms)));
  const work = Promise.resolve()
    .then(run)
    .then(
      (): Outcome => 'done',
      (error: unknown): Outcome => (error instanceof Error ? error : new Error(String(error))),
    );
  const outcome = await Promise.race([work, timeout]);
  clearTimeout(timer);
  return outcome;
}

/**
 * The server's stop on SIGTERM, bounded at every step: readiness answers 503 at once; the
 * listeners stop accepting and idle kept-alive connections close; WebSockets get 1001 (going
 * away) so screens reconnect to another copy; requests in flight get `graceMs` to finish, after
 * which every connection left is destroyed; then the steps (job queue, the apps' own close hooks,
 * the database) each within its timeout. The exit code is 0 when nothing had to be forced. A
 * final unref'd timer exits 1 past the sum of all that, naming the step still pending, so no
 * promise that never settles can keep the process up.
 */
export function createShutdown(options: ShutdownOptions): Shutdown {
  const sockets = new Map<Server, Set<Socket>>();
  for (const { server } of options.servers) {
    const open = new Set<Socket>();
    sockets.set(server, open);
    // Every socket, upgraded ones included: closeAllConnections() knows only those still speaking HTTP.
    server.on('connection', (socket: Socket) => {
      open.add(socket);
      socket.once('close', () => open.delete(socket));
    });
  }
  const openCount = () => [...sockets.values()].reduce((n, set) => n + set.size, 0);
  let running: Promise<number> | null = null;

  async function run(reason: string): Promise<number> {
    const started = Date.now();
    const elapsed = () => seconds(Date.now() - started);
    const { graceMs, log } = options;
    let pending = 'draining connections';
    let forced = false;
    const deadlineMs = graceMs + AFTER_FORCE_MS + options.steps.reduce((sum, step) => sum + step.timeoutMs, 0) + (options.slackMs ?? 2000);
    const deadline = setTimeout(() => {
      log(`shutdown: hard deadline of ${seconds(deadlineMs)} reached while "${pending}" was still pending; exiting with 1`);
      options.exit(1);
    }, deadlineMs);
    deadline.unref();

    options.readiness?.beginShutdown();
    log(`shutdown: ${reason}: /api/ready answers 503 from now on; requests in flight have ${seconds(graceMs)} to finish`);

    const closed = options.servers.map(
      ({ server }) =>
        new Promise<void>((resolve) => {
          // Not listening (never started, or closed already) is closed as well.
          server.close(() => resolve());
        }),
    );
    const drained = Promise.all(closed);
    log(`shutdown: listeners closed to new connections (${options.servers.map((s) => s.name).join(', ')}); ${openCount()} connection(s) still open`);
    // Connections whose request ends meanwhile close at once (their answer also says so).
    const sweep = setInterval(() => {
      for (const { server } of options.servers) server.closeIdleConnections();
    }, SWEEP_MS);
    sweep.unref();
    const webSockets = options.webSockets
      ?.closeAll(CLOSE_GOING_AWAY, 'server shutting down', Math.min(WEB_SOCKET_CLOSE_MS, graceMs))
      .then(({ told, terminated }) => {
        log(`shutdown: ${told} WebSocket(s) closed with 1001 (going away)${terminated ? `, ${terminated} cut for not answering` : ''}`);
      });

    let graceTimer: NodeJS.Timeout | undefined;
    const inTime = await Promise.race([drained.then(() => true), new Promise<boolean>((resolve) => (graceTimer = setTimeout(() => resolve(false), graceMs)))]);
    clearTimeout(graceTimer);
    if (inTime) {
      log(`shutdown: every connection finished in ${elapsed()}`);
    } else {
      forced = true;
      const left = openCount();
      for (const { server } of options.servers) server.closeAllConnections();
      for (const set of sockets.values()) for (const socket of set) socket.destroy();
      log(`shutdown: grace of ${seconds(graceMs)} over: destroyed ${left} connection(s) still open`);
      await bounded(() => drained, AFTER_FORCE_MS);
    }
    clearInterval(sweep);
    await webSockets;

    for (const step of options.steps) {
      pending = step.name;
      const stepStarted = Date.now();
      const outcome = await bounded(step.run, step.timeoutMs);
      if (outcome === 'done') log(`shutdown: ${step.name} closed in ${seconds(Date.now() - stepStarted)}`);
      else {
        forced = true;
        log(
          `shutdown: ${step.name} ${outcome === 'timed out' ? `did not close within ${seconds(step.timeoutMs)}` : `failed to close (${outcome.message})`}; going on`,
        );
      }
    }
    clearTimeout(deadline);
    const code = forced ? 1 : 0;
    log(`shutdown: complete in ${elapsed()}${forced ? ', with steps forced' : ''}; exiting with ${code}`);
    options.exit(code);
    return code;
  }

  const shutdown: Shutdown = {
    get started() {
      return running !== null;
    },
    run(reason) {
      running ??= run(reason);
      return running;
    },
    listen(signals = ['SIGTERM', 'SIGINT']) {
      for (const signal of signals) {
        process.on(signal, () => {
          if (running) {
            options.log(`shutdown: ${signal} received again during the shutdown; exiting with 1 now`);
            options.exit(1);
            return;
          }
          void shutdown.run(`${signal} received`);
        });
      }
    },
  };
  return shutdown;
}
