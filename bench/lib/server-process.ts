import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  /** The server's own process (node), e.g. to read its CPU or peak memory in /proc/<pid>/. */
  pid: number;
  stop: () => Promise<void>;
}

/** A port nothing listens on now, as the system hands them out (a random one could be a server this bench started a moment ago). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Spawns a node server on a free port and waits until `healthPath` answers. */
export async function startProcess(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: { healthPath: string; cwd?: string },
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, args, { cwd: options.cwd, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it was healthy`);
    if (Date.now() > deadline) throw new Error(`${name} did not start`);
    if (
      await fetch(`${url}${options.healthPath}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Starts the built server (apps/server/dist, or `entry`: another build, e.g. of the commit before
 * a change) as its own process and waits until it is healthy. BENCH_NODE_ARGS adds node options
 * to it, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (node refuses those in NODE_OPTIONS).
 */
export async function startServer(env: Record<string, string>, entry = path.join(root, 'apps/server/dist/main.js')): Promise<ServerProcess> {
  // The database is exactly the one given: never inherit the bench's own DATABASE_URL.
  const { DATABASE_URL: _inherited, ...base } = process.env;
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return startProcess('server', [...nodeArgs, entry], { ...base, ...env, HOST: '127.0.0.1', LOG_LEVEL: 'error' }, { healthPath: '/api/health' });
}
