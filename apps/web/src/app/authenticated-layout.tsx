// The full stylesheets come with the first screen behind the login: the login screen itself only
// loads the few component styles it draws (first-screen-styles.ts). Rules both bring are the same
// rules, so the later full sheet changes nothing in the cascade.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { SessionProvider } from './session.tsx';
import { Shell } from './shell.tsx';

// Only the screens behind the login show dates.
dayjs.locale('pt-br');

/**
 * Everything under '/': the session, the shell, and what only the screens use (confirmation
 * dialogs, toasts). A chunk of its own, so a visitor at the login screen does not download it.
 */
export function AuthenticatedLayout() {
  return (
    <ModalsProvider labels={{ confirm: 'Excluir', cancel: 'Cancelar' }}>
      {/* Below the page: at the top right they covered the header's buttons (Novo, Voltar). */}
      <Notifications position="bottom-right" />
      <SessionProvider>
        <Shell />
      </SessionProvider>
    </ModalsProvider>
  );
}
