import type { Screen } from '../../lib/screen.ts';

export const recycleBinScreens: Screen[] = [
  // Any logged-in admin: the server shows each entry only to holders of its type's module.
  { path: '/Lixeira', module: null, load: () => import('./recycle-bin-page.tsx') },
];
