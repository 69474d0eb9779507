import type { Screen } from '../../lib/screen.ts';

export const unpublishedScreens: Screen[] = [{ path: '/Unpublished-preview', module: 'Despublicar', load: () => import('./unpublished-page.tsx') }];
