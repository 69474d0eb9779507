import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountAuthQuery, SessionQuery } from '../generated/account/graphql.ts';
import { stubApi } from '../test/api-stub.ts';
import { renderWithApp } from '../test/render.tsx';
import { SessionProvider } from './session.tsx';
import { Shell } from './shell.tsx';

type HappyWindow = { happyDOM: { setViewport(size: { width: number; height: number }): void } };
/** happy-dom's own size, which its media queries (CSS and matchMedia) answer to; 1024 × 768 unless set. */
const windowOf = (width: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 900 });

beforeEach(() => {
  stubApi({
    graphql: {
      AccountAuth: (): AccountAuthQuery => ({ account_auth: { login_url: '/#/login', logout_url: '/logout', support_url: '', cookies_url: '', blog_url: '' } }),
      Session: (): SessionQuery => ({
        get_authenticated_user: { id: 7, first_name: 'Mara', name: 'Mara Lima', uid: '1', mail: 'mara@x.com', profile: null, impersonated_by: null },
        modules_by_user: ['User', 'Branch'],
      }),
    },
  });
});
// Test files share a worker's window: the next one finds it at its usual size.
afterEach(() => windowOf(1024));

async function renderShell() {
  renderWithApp(
    <SessionProvider>
      <Shell />
    </SessionProvider>,
    { path: '/home' },
  );
  return screen.findByRole('navigation', { name: 'Menu principal' });
}

const burger = () => screen.getByRole('button', { name: 'Abrir menu' });

describe('the shell below 992 px', () => {
  it('folds the menu behind the burger, out of the keyboard’s way, and closes it once a screen is chosen', async () => {
    windowOf(800);
    const menu = await renderShell();
    expect(burger().getAttribute('aria-expanded')).toBe('false');
    expect(burger().getAttribute('aria-controls')).toBe(menu.id);
    expect(menu.hasAttribute('inert')).toBe(true);

    fireEvent.click(burger());
    expect(burger().getAttribute('aria-expanded')).toBe('true');
    expect(menu.hasAttribute('inert')).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Usuários' }));
    await waitFor(() => expect(burger().getAttribute('aria-expanded')).toBe('false'));
    expect(menu.hasAttribute('inert')).toBe(true);
  });

  it('closes the open menu with Escape and gives the focus back to the burger', async () => {
    windowOf(800);
    const menu = await renderShell();
    fireEvent.click(burger());
    act(() => screen.getByRole('link', { name: 'Usuários' }).focus());
    fireEvent.keyDown(screen.getByRole('link', { name: 'Usuários' }), { key: 'Escape' });
    expect(burger().getAttribute('aria-expanded')).toBe('false');
    expect(menu.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(burger());
  });

  it('keeps the menu in its column, without a burger, on a wide screen', async () => {
    windowOf(1280);
    const menu = await renderShell();
    expect(menu.hasAttribute('inert')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Abrir menu' })).toBeNull();
  });
});

describe('the shell while the next screen loads', () => {
  it('keeps the screen still on view from taking input, until the next one is shown', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const { router } = renderWithApp(
      <SessionProvider>
        <Shell />
      </SessionProvider>,
      {
        path: '/home',
        children: [
          { path: 'home', element: <input aria-label="Telefone" /> },
          { path: 'next', lazy: async () => (await arrived, { element: <h2>Próxima tela</h2> }) },
        ],
      },
    );
    await screen.findByRole('navigation', { name: 'Menu principal' });
    const main = screen.getByRole('main');
    expect(main.hasAttribute('inert')).toBe(false);

    act(() => void router.navigate('/next'));
    await waitFor(() => expect(main.hasAttribute('inert')).toBe(true));
    expect(main.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByLabelText('Telefone')).toBeTruthy();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Próxima tela' })).toBeTruthy();
    expect(main.hasAttribute('inert')).toBe(false);
    expect(main.getAttribute('aria-busy')).toBe('false');
  });
});
