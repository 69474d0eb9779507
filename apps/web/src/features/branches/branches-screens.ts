import type { Screen } from '../../lib/screen.ts';

export const branchesScreens: Screen[] = [
  { path: '/Branch', module: 'Branch', load: () => import('./branches-page.tsx') },
  { path: '/Branch-new', module: 'Branch', load: () => import('./branch-form-page.tsx') },
  { path: '/Branch-edit/:id', module: 'Branch', load: () => import('./branch-form-page.tsx') },
];
