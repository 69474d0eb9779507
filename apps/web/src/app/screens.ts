import type { ComponentType } from 'react';
import type { ModuleName } from '@backoffice/domain/modules';
import { assetScreens } from '../features/assets/asset-screens.ts';

export interface Screen {
  /** Route pattern under the shell, as in the spec (hash routes). */
  path: string;
  /** The module the screen belongs to; null for screens every logged-in user has. */
  module: ModuleName | null;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * Every screen of the back-office. The router is built from this list, and the side menu only
 * offers entries that lead to a screen listed here.
 */
export const SCREENS: Screen[] = [
  { path: '/home', module: null, load: () => import('../features/home/home-page.tsx') },
  { path: '/profile', module: null, load: () => import('../features/me/my-profile-page.tsx') },
  // The footer's 'Configurações de cookies' (the default COOKIES_URL).
  { path: '/cookies', module: null, load: () => import('../features/cookies/cookies-page.tsx') },
  // Super administrators only (no module grants it); the server refuses everyone else.
  { path: '/Auditoria', module: null, load: () => import('../features/audit/audit-log-page.tsx') },
  { path: '/dashboard', module: 'Dashboard', load: () => import('../features/dashboard/dashboard-page.tsx') },
  { path: '/Profiles', module: 'Profile', load: () => import('../features/profiles/profiles-page.tsx') },
  { path: '/Profile-new', module: 'Profile', load: () => import('../features/profiles/profile-form-page.tsx') },
  { path: '/Profile-edit/:id', module: 'Profile', load: () => import('../features/profiles/profile-form-page.tsx') },
  { path: '/Profile-has-module/:id', module: 'Profile', load: () => import('../features/profiles/profile-modules-page.tsx') },
  { path: '/Users-profile/:id', module: 'Profile', load: () => import('../features/profiles/profile-users-page.tsx') },
  { path: '/User', module: 'User', load: () => import('../features/users/users-page.tsx') },
  { path: '/User-edit/:id', module: 'User', load: () => import('../features/users/user-edit-page.tsx') },
  { path: '/User-create-one', module: 'User', load: () => import('../features/user-creation/user-create-one-page.tsx') },
  { path: '/User-create-batch', module: 'User', load: () => import('../features/user-creation/user-create-batch-page.tsx') },
  { path: '/Corretor', module: 'Corretor', load: () => import('../features/registrations/corretores-page.tsx') },
  { path: '/Corretor-edit/:id', module: 'Corretor', load: () => import('../features/registrations/corretor-edit-page.tsx') },
  { path: '/Parceiro', module: 'Parceiro', load: () => import('../features/registrations/parceiros-page.tsx') },
  { path: '/Parceiro-edit/:id', module: 'Parceiro', load: () => import('../features/registrations/parceiro-edit-page.tsx') },
  { path: '/Branch', module: 'Branch', load: () => import('../features/branches/branches-page.tsx') },
  { path: '/Branch-new', module: 'Branch', load: () => import('../features/branches/branch-form-page.tsx') },
  { path: '/Branch-edit/:id', module: 'Branch', load: () => import('../features/branches/branch-form-page.tsx') },
  { path: '/Importar-base', module: 'ImportarBase', load: () => import('../features/real-estate-base/import-base-page.tsx') },
  // Reached from the lists of many modules: each screen checks the module of its :module_name (as the server does).
  { path: '/segmentation/:module_name/:id', module: null, load: () => import('../features/segmentation/segmentation-page.tsx') },
  { path: '/segmentation-import/:module_name/:id', module: null, load: () => import('../features/segmentation/segmentation-import-page.tsx') },
  { path: '/Category', module: 'Category', load: () => import('../features/categories/categories-page.tsx') },
  { path: '/SubCategory/:parent_id', module: 'Category', load: () => import('../features/categories/categories-page.tsx') },
  { path: '/Category-new', module: 'Category', load: () => import('../features/categories/category-form-page.tsx') },
  { path: '/SubCategory-new/:parent_id', module: 'Category', load: () => import('../features/categories/category-form-page.tsx') },
  { path: '/Category-edit/:id', module: 'Category', load: () => import('../features/categories/category-form-page.tsx') },
  { path: '/Category-composition/:id', module: 'Category', load: () => import('../features/categories/category-composition-page.tsx') },
  { path: '/Unpublished-preview', module: 'Despublicar', load: () => import('../features/unpublished/unpublished-page.tsx') },
  { path: '/Cms/:module_name', module: 'Testimony', load: () => import('../features/highlights/highlights-page.tsx') },
  { path: '/Cms-new/:module_name', module: 'Testimony', load: () => import('../features/highlights/highlight-form-page.tsx') },
  { path: '/Cms-edit/:module_name/:id', module: 'Testimony', load: () => import('../features/highlights/highlight-form-page.tsx') },
  { path: '/reports/:slug', module: 'Dashboard', load: () => import('../features/reports/report-page.tsx') },
  // The built-in video library feeds the course video picker: the Course module's, as on the
  // server. Linked from the dashboard's video-report block for those who have both.
  { path: '/Video-library', module: 'Course', load: () => import('../features/video-library/video-library-page.tsx') },
  { path: '/Video-library-new', module: 'Course', load: () => import('../features/video-library/video-form-page.tsx') },
  { path: '/Video-library-edit/:id', module: 'Course', load: () => import('../features/video-library/video-form-page.tsx') },
  // /Dam/{type}, /Dam-new, /dam-edit, /dam-edit-file, /DamCourse..., /dam-composition: one set per asset type.
  ...assetScreens(),
];
