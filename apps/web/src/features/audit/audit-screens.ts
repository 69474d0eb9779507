import type { Screen } from '../../lib/screen.ts';

export const auditScreens: Screen[] = [
  // Super administrators only (no module grants it); the server refuses everyone else.
  { path: '/Auditoria', module: null, load: () => import('./audit-log-page.tsx') },
];
