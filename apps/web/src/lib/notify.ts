import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { createElement } from 'react';
import { MESSAGES, NOTIFICATION_AUTO_CLOSE_MS } from '@backoffice/domain/constants';
import { ApiError } from './api.ts';

/** Every error toast goes through here, so none lacks the red colour and the error icon (the error catalogue of the spec). */
function showError(title: string, message: string, autoClose: number = NOTIFICATION_AUTO_CLOSE_MS, id?: string) {
  notifications.show({
    id,
    color: 'red',
    // Colour alone does not tell a screen reader (or a colour-blind admin) that it is an error.
    icon: createElement(IconAlertCircle, { size: 20, role: 'img', 'aria-label': 'Erro' }),
    title,
    message,
    autoClose,
  });
}

/** Date errors stay a little longer than other toasts (Error rule: 5 s). */
export const DATE_ERROR_TOAST_MS = 5000;

/** A date picked against a rule (an end before its start), as its toast. */
export function notifyDateError(message: string) {
  // One toast per message while it shows: a picker may report the same date more than once.
  showError('Atenção', message, DATE_ERROR_TOAST_MS, `date-error:${message}`);
}

/**
 * A refused form, as a toast (Error rule: validation errors are toasts). It says how many fields need
 * fixing rather than repeating their messages, which stay under the inputs, where screen readers
 * tie them to their fields: the same sentence twice on screen would read as two problems.
 */
export function notifyValidation(count: number) {
  if (count < 1) return;
  showError('Atenção', MESSAGES.fixFields(count), NOTIFICATION_AUTO_CLOSE_MS, 'validation');
}

/** A screen that could not load its data (beside its 'Erro :('), told once however often it renders. */
export function notifyLoadFailure() {
  showError('Erro', MESSAGES.loadFailed, NOTIFICATION_AUTO_CLOSE_MS, 'load-failure');
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

/** A success; with `detail`, the message becomes the title and the detail the line under it. */
export function notifySuccess(message: string, detail?: string) {
  notifications.show({ color: 'green', title: detail && message, message: detail ?? message, autoClose: NOTIFICATION_AUTO_CLOSE_MS });
}
