import type { Screen } from '../../lib/screen.ts';

export const videoLibraryScreens: Screen[] = [
  // The built-in video library feeds the course video picker: the Course module's, as on the
  // server. Linked from the dashboard's video-report block for those who have both.
  { path: '/Video-library', module: 'Course', load: () => import('./video-library-page.tsx') },
  { path: '/Video-library-new', module: 'Course', load: () => import('./video-form-page.tsx') },
  { path: '/Video-library-edit/:id', module: 'Course', load: () => import('./video-form-page.tsx') },
];
