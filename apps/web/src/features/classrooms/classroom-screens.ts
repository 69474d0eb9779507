import type { Screen } from '../../lib/screen.ts';

const form: Screen['load'] = () => import('./classroom-form-page.tsx');
const list: Screen['load'] = () => import('./classrooms-page.tsx');

export const classroomScreens: Screen[] = [
  { path: '/Classroom', module: 'Classroom', load: list },
  { path: '/SubClassroom/:parent_id', module: 'Classroom', load: list },
  { path: '/Classroom-new', module: 'Classroom', load: form },
  { path: '/Classroom-new/:parent_id', module: 'Classroom', load: form },
  { path: '/Classroom-edit/:id', module: 'Classroom', load: form },
  { path: '/Classroom-subscription/:classroom_id', module: 'Classroom', load: () => import('./classroom-subscriptions-page.tsx') },
];
