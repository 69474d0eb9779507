import type { QueryClient } from '@tanstack/react-query';
import { postJson } from './api.ts';
import { clearTabSession, tabSessionToken } from './tab-session.ts';

/**
 * 'Sair' and 'Encerrar acesso': ends the session this tab uses. A tab opened with 'log in as'
 * ends only its own session and closes (or, when the browser keeps it open, shows the
 * administrator again); any other tab goes to the login address.
 */
export async function endSession(queryClient: QueryClient, loginUrl: string): Promise<void> {
  const ownTab = tabSessionToken() !== null;
  await postJson('/api/v1/account/logout', {}).catch(() => undefined);
  queryClient.clear();
  if (!ownTab) return window.location.assign(loginUrl);
  clearTabSession();
  window.close();
  window.location.replace('/#/home');
  window.location.reload();
}
