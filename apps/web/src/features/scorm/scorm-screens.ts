import type { Screen } from '../../lib/screen.ts';

type Load = Screen['load'];
const upload: Load = () => import('./scorm-upload-page.tsx');
const preview: Load = () => import('./scorm-preview-page.tsx');

/** A course's SCORM package: replacing it, and playing it before learners do (module Course). */
export const scormScreens: Screen[] = [
  { path: '/Course-edit-scorm/:id', module: 'Course', load: upload },
  { path: '/Course-preview/:id', module: 'Course', load: preview },
];
