import type { Screen } from '../../lib/screen.ts';

export const categoriesScreens: Screen[] = [
  { path: '/Category', module: 'Category', load: () => import('./categories-page.tsx') },
  { path: '/SubCategory/:parent_id', module: 'Category', load: () => import('./categories-page.tsx') },
  { path: '/Category-new', module: 'Category', load: () => import('./category-form-page.tsx') },
  { path: '/SubCategory-new/:parent_id', module: 'Category', load: () => import('./category-form-page.tsx') },
  { path: '/Category-edit/:id', module: 'Category', load: () => import('./category-form-page.tsx') },
  { path: '/Category-composition/:id', module: 'Category', load: () => import('./category-composition-page.tsx') },
];
