import type { Screen } from '../../lib/screen.ts';

export const usersScreens: Screen[] = [
  { path: '/User', module: 'User', load: () => import('./users-page.tsx') },
  { path: '/User-edit/:id', module: 'User', load: () => import('./user-edit-page.tsx') },
];
