import type { Screen } from '../../lib/screen.ts';

/** The moderation screen of a virtual room (module Chat), linked from the room list's 'Moderar Sala'. */
export const chatModerationScreens: Screen[] = [{ path: '/Moderate/:id', module: 'Chat', load: () => import('./moderation-page.tsx') }];
