import type { ComponentType } from 'react';
import type { ModuleName } from '@backoffice/domain/modules';

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
  { path: '/Profiles', module: 'Profile', load: () => import('../features/profiles/profiles-page.tsx') },
  { path: '/Profile-new', module: 'Profile', load: () => import('../features/profiles/profile-form-page.tsx') },
  { path: '/Profile-edit/:id', module: 'Profile', load: () => import('../features/profiles/profile-form-page.tsx') },
  { path: '/Profile-has-module/:id', module: 'Profile', load: () => import('../features/profiles/profile-modules-page.tsx') },
  { path: '/Users-profile/:id', module: 'Profile', load: () => import('../features/profiles/profile-users-page.tsx') },
];
