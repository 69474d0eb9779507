import type { Screen } from '../../lib/screen.ts';

export const profilesScreens: Screen[] = [
  { path: '/Profiles', module: 'Profile', load: () => import('./profiles-page.tsx') },
  { path: '/Profile-new', module: 'Profile', load: () => import('./profile-form-page.tsx') },
  { path: '/Profile-edit/:id', module: 'Profile', load: () => import('./profile-form-page.tsx') },
  { path: '/Profile-has-module/:id', module: 'Profile', load: () => import('./profile-modules-page.tsx') },
  { path: '/Users-profile/:id', module: 'Profile', load: () => import('./profile-users-page.tsx') },
];
