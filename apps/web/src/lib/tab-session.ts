/**
 * The session of a tab opened with 'log in as': kept in this tab's sessionStorage and sent as a
 * bearer token, so it never replaces the administrator's cookie in their other tabs.
 */
const KEY = 'bo_tab_session';

export function tabSessionToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setTabSession(token: string): void {
  sessionStorage.setItem(KEY, token);
}

export function clearTabSession(): void {
  sessionStorage.removeItem(KEY);
}
