import type { Screen } from '../../lib/screen.ts';

export const cookiesScreens: Screen[] = [
  // The footer's 'Configurações de cookies' (the default COOKIES_URL).
  { path: '/cookies', module: null, load: () => import('./cookies-page.tsx') },
];
