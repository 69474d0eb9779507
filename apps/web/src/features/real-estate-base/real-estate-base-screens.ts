import type { Screen } from '../../lib/screen.ts';

export const realEstateBaseScreens: Screen[] = [{ path: '/Importar-base', module: 'ImportarBase', load: () => import('./import-base-page.tsx') }];
