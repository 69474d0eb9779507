import type { Screen } from '../../lib/screen.ts';

export const highlightsScreens: Screen[] = [
  { path: '/Cms/:module_name', module: 'Testimony', load: () => import('./highlights-page.tsx') },
  { path: '/Cms-new/:module_name', module: 'Testimony', load: () => import('./highlight-form-page.tsx') },
  { path: '/Cms-edit/:module_name/:id', module: 'Testimony', load: () => import('./highlight-form-page.tsx') },
];
