/**
 * Journeys run side by side, each worker against a server and a database of its own (started by
 * global-setup.ts): journeys of one file go one after the other on one server, as before.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3107);

/** Two ports a server: its own and the next one, its SCORM content origin's. */
export function serverUrl(index: number): string {
  return `http://127.0.0.1:${FIRST_PORT + 2 * index}`;
}

/** The server of this worker (Playwright numbers its workers from 0 in TEST_PARALLEL_INDEX). */
export const SERVER_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_BASE_URL = serverUrl(SERVER_INDEX);
export const ADMIN = { login: 'admin@e2e.local', password: 'e2e-admin-password', firstName: 'Administrador' };
/** Demo users share this password (apps/server/src/seed/demo.ts). */
export const DEMO_PASSWORD = 'demo12345';
