import type { Screen } from '../../lib/screen.ts';

export const reportsScreens: Screen[] = [{ path: '/reports/:slug', module: 'Dashboard', load: () => import('./report-page.tsx') }];
