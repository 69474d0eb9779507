import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { createElement } from 'react';
import { NOTIFICATION_AUTO_CLOSE_MS } from '@backoffice/domain/constants';
import { ApiError } from './api.ts';

/** Every error toast goes through here, so none lacks the red colour and the error icon (spec §8). */
function showError(title: string, message: string) {
  notifications.show({
    color: 'red',
    // Colour alone does not tell a screen reader (or a colour-blind admin) that it is an error.
    icon: createElement(IconAlertCircle, { size: 20, role: 'img', 'aria-label': 'Erro' }),
    title,
    message,
    autoClose: NOTIFICATION_AUTO_CLOSE_MS,
  });
}

/** The server's messages, one toast each; nothing for an expired session (the login page follows). */
export function notifyError(error: unknown) {
  const messages = error instanceof ApiError ? error.messages : [error instanceof Error ? error.message : String(error)];
  if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return;
  for (const message of messages) showError('Erro', message);
}

/** A failure the spec names (e.g. a save failure), with the server's reason under it. */
export function notifyFailure(title: string, error: unknown) {
  if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return;
  showError(title, error instanceof Error ? error.message : String(error));
}

export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message, autoClose: NOTIFICATION_AUTO_CLOSE_MS });
}
