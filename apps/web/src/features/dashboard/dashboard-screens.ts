import type { Screen } from '../../lib/screen.ts';

export const dashboardScreens: Screen[] = [{ path: '/dashboard', module: 'Dashboard', load: () => import('./dashboard-page.tsx') }];
