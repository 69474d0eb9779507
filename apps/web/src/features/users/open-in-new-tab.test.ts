import { afterEach, describe, expect, it, vi } from 'vitest';
import { openInNewTab, POPUP_BLOCKED_MESSAGE } from './open-in-new-tab.ts';

function fakeTab() {
  return { opener: window as unknown, location: { href: 'about:blank' }, close: vi.fn() };
}

afterEach(() => vi.restoreAllMocks());

describe('openInNewTab', () => {
  it('opens the tab in the click itself, before the address exists, then sends it there', async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let resolve: (url: string) => void = () => {};
    const resolveUrl = vi.fn(() => new Promise<string>((r) => (resolve = r)));

    const done = openInNewTab(resolveUrl);
    // Synchronously: the tab is already open and the request already started.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(open.mock.invocationCallOrder[0]).toBeLessThan(resolveUrl.mock.invocationCallOrder[0]);
    expect(tab.location.href).toBe('about:blank');

    resolve('/api/v1/account/authtoken?token=abc');
    await done;
    expect(tab.location.href).toBe(new URL('/api/v1/account/authtoken?token=abc', window.location.href).href);
    expect(tab.location.href).toMatch(/^https?:\/\/[^/]+\/api\/v1\/account\/authtoken\?token=abc$/);
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('closes the tab again when the request fails, and passes the error on', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const failure = new Error('Somente um Super Administrador pode acessar como outro Super Administrador.');
    await expect(openInNewTab(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(tab.location.href).toBe('about:blank');
  });

  it('does not ask for the address when the browser blocks the tab', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const resolveUrl = vi.fn(async () => '/never');
    await expect(openInNewTab(resolveUrl)).rejects.toThrow(POPUP_BLOCKED_MESSAGE);
    expect(resolveUrl).not.toHaveBeenCalled();
  });
});
