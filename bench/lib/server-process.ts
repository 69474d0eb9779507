import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Starts the built server (apps/server/dist) as its own process and waits until it is healthy. */
export async function startServer(env: Record<string, string>): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const port = 3200 + Math.floor(Math.random() * 500);
  // The database is exactly the one given: never inherit the bench's own DATABASE_URL.
  const { DATABASE_URL: _inherited, ...base } = process.env;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { ...base, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was healthy`);
    if (Date.now() > deadline) throw new Error('server did not start');
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    /** The server's own process (node), e.g. to read its peak memory in /proc/<pid>/status. */
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
