import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { OverlaysOnDemand } from './overlays-on-demand.tsx';
import { SessionProvider } from './session.tsx';
import { Shell } from './shell.tsx';

// Only the screens behind the login show dates.
dayjs.locale('pt-br');

/**
 * Everything under '/': the session, the shell, and the dialogs and toasts of the screens. A
 * chunk of its own, so a visitor at the login screen does not download it.
 */
export function AuthenticatedLayout() {
  return (
    <>
      <OverlaysOnDemand />
      <SessionProvider>
        <Shell />
      </SessionProvider>
    </>
  );
}
