import type { Screen } from '../../lib/screen.ts';

type Load = Screen['load'];
const list: Load = () => import('./trails-page.tsx');
const form: Load = () => import('./trail-form-page.tsx');
const content: Load = () => import('./trail-content-page.tsx');
const report: Load = () => import('./trail-report-page.tsx');

/** Trails, module Trail. Routes match regardless of case: /trail (the menu's) also serves the spec's /Trail. */
export const trailsScreens: Screen[] = [
  { path: '/trail', module: 'Trail', load: list },
  { path: '/Trail-new', module: 'Trail', load: form },
  { path: '/Trail-edit/:id', module: 'Trail', load: form },
  { path: '/Trail-has-course/:id', module: 'Trail', load: content },
  { path: '/Trilha-relatorio/:id', module: 'Trail', load: report },
];
