import type { Screen } from '../../lib/screen.ts';

type Load = Screen['load'];
const list: Load = () => import('./chat-rooms-page.tsx');
const form: Load = () => import('./chat-room-form-page.tsx');
const calendar: Load = () => import('./chat-calendar-page.tsx');

/** Virtual rooms, module Chat. Routes match regardless of case and trailing slash: /Chat-Calendar/ also serves /Chat-calendar. */
export const chatRoomsScreens: Screen[] = [
  { path: '/Chat', module: 'Chat', load: list },
  { path: '/ser', module: 'Chat', load: list },
  { path: '/Chat-new', module: 'Chat', load: form },
  { path: '/Chat-edit/:id', module: 'Chat', load: form },
  { path: '/Chat-Calendar', module: 'Chat', load: calendar },
];
