import type { Screen } from '../../lib/screen.ts';

const form: Screen['load'] = () => import('./instructor-form-page.tsx');

export const instructorsScreens: Screen[] = [
  { path: '/Instrutor', module: 'Instrutor', load: () => import('./instructors-page.tsx') },
  { path: '/Instrutor-new', module: 'Instrutor', load: form },
  { path: '/Instrutor-edit/:id', module: 'Instrutor', load: form },
];
