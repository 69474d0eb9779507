import type { Screen } from '../../lib/screen.ts';

export const userCreationScreens: Screen[] = [
  { path: '/User-create-one', module: 'User', load: () => import('./user-create-one-page.tsx') },
  { path: '/User-create-batch', module: 'User', load: () => import('./user-create-batch-page.tsx') },
];
