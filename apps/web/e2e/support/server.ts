export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ADMIN = { login: 'admin@e2e.local', password: 'e2e-admin-password', firstName: 'Administrador' };
/** Demo users share this password (apps/server/src/seed/demo.ts). */
export const DEMO_PASSWORD = 'demo12345';
