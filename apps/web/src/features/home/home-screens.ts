import type { Screen } from '../../lib/screen.ts';

export const homeScreens: Screen[] = [{ path: '/home', module: null, load: () => import('./home-page.tsx') }];
