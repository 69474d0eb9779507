import { Notifications } from '@mantine/notifications';

/** The toasts' container, below the page: at the top right they covered the header's buttons (Novo, Voltar). */
export default function Toasts() {
  return <Notifications position="bottom-right" />;
}
