import { notifications } from '@mantine/notifications';
import { NOTIFICATION_AUTO_CLOSE_MS } from '@backoffice/domain/constants';
import { ApiError } from './api.ts';

export function notifyError(error: unknown) {
  const messages = error instanceof ApiError ? error.messages : [error instanceof Error ? error.message : String(error)];
  if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return;
  for (const message of messages) {
    notifications.show({ color: 'red', title: 'Erro', message, autoClose: NOTIFICATION_AUTO_CLOSE_MS });
  }
}

export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message, autoClose: NOTIFICATION_AUTO_CLOSE_MS });
}
