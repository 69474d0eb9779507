import type { Screen } from '../../lib/screen.ts';

export const recordHistoryScreens: Screen[] = [
  // Each record's history needs its module, which the server checks (the type names the record's table).
  { path: '/Historico/:type/:id', module: null, load: () => import('./record-history-page.tsx') },
];
