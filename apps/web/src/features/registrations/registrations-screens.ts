import type { Screen } from '../../lib/screen.ts';

export const registrationsScreens: Screen[] = [
  { path: '/Corretor', module: 'Corretor', load: () => import('./corretores-page.tsx') },
  { path: '/Corretor-edit/:id', module: 'Corretor', load: () => import('./corretor-edit-page.tsx') },
  { path: '/Parceiro', module: 'Parceiro', load: () => import('./parceiros-page.tsx') },
  { path: '/Parceiro-edit/:id', module: 'Parceiro', load: () => import('./parceiro-edit-page.tsx') },
];
