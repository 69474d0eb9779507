export const POPUP_BLOCKED_MESSAGE = 'Não foi possível abrir uma nova aba. Permita pop-ups para este site e tente novamente.';

/**
 * Opens a new tab at an address known only after a request. The tab is opened at once, in the
 * click that started it (a tab opened after an await counts as a pop-up and is blocked), then
 * sent to the address; it is closed again when the request fails.
 */
export async function openInNewTab(resolveUrl: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  if (!tab) throw new Error(POPUP_BLOCKED_MESSAGE);
  try {
    const url = await resolveUrl();
    // The new tab has no business with this one.
    tab.opener = null;
    tab.location.href = new URL(url, window.location.href).href;
  } catch (error) {
    tab.close();
    throw error;
  }
}
