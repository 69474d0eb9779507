import type { Screen } from '../../lib/screen.ts';

export const meScreens: Screen[] = [{ path: '/profile', module: null, load: () => import('./my-profile-page.tsx') }];
