import type { Screen } from '../../lib/screen.ts';

export const segmentationScreens: Screen[] = [
  // Reached from the lists of many modules: each screen checks the module of its :module_name (as the server does).
  { path: '/segmentation/:module_name/:id', module: null, load: () => import('./segmentation-page.tsx') },
  { path: '/segmentation-import/:module_name/:id', module: null, load: () => import('./segmentation-import-page.tsx') },
];
