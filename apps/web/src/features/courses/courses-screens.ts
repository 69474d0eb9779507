import type { Screen } from '../../lib/screen.ts';

type Load = Screen['load'];
const list: Load = () => import('./courses-page.tsx');
const form: Load = () => import('./course-form-page.tsx');
const trails: Load = () => import('./course-trails-page.tsx');
const report: Load = () => import('./course-report-page.tsx');
const presentialList: Load = () => import('./presential-courses-page.tsx');
const presentialForm: Load = () => import('./presential-course-form-page.tsx');

/** Online courses (/Course...) and presential courses (/Presential-course...), module Course. */
export const coursesScreens: Screen[] = [
  { path: '/Course', module: 'Course', load: list },
  { path: '/Course-new-scorm', module: 'Course', load: form },
  { path: '/Course-new-video', module: 'Course', load: form },
  { path: '/Course-edit/:id', module: 'Course', load: form },
  { path: '/Course-composition/:id', module: 'Course', load: trails },
  { path: '/Curso-relatorio/:id', module: 'Course', load: report },
  { path: '/Presential-course', module: 'Course', load: presentialList },
  { path: '/Presential-course-new', module: 'Course', load: presentialForm },
  { path: '/Presential-course-new/:id', module: 'Course', load: presentialForm },
  { path: '/Presential-course-edit/:id', module: 'Course', load: presentialForm },
];
