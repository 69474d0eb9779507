import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/api-stub.ts';
import { hasSession } from './session.tsx';

const refused = () => {
  throw Object.assign(new Error('Sessão expirada ou inexistente.'), { code: 'UNAUTHENTICATED' });
};

const links = (login_url: string) => ({
  account_auth: { login_url, logout_url: '/#/logout', support_url: 'mailto:s@x', cookies_url: '/#/cookies', blog_url: 'https://blog' },
});

describe('hasSession, asked before the app starts on a screen behind the login', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    window.history.replaceState(null, '', '/#/Trail');
  });
  afterEach(() => vi.restoreAllMocks());

  it('lets the app start where it was asked when the session answers', async () => {
    stubApi({ graphql: { Session: () => ({ get_authenticated_user: { id: 1 }, modules_by_user: [] }) } });
    expect(await hasSession(queryClient)).toBe(true);
    expect(window.location.hash).toBe('#/Trail');
  });

  it("without a session, moves the address to the app's own login before any screen loads", async () => {
    stubApi({ graphql: { Session: refused, AccountAuth: () => links('/#/login') } });
    expect(await hasSession(queryClient)).toBe(false);
    expect(window.location.hash).toBe('#/login');
  });

  it('without a session and with an SSO login address, leaves for it', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: window.location.href,
      origin: window.location.origin,
      pathname: '/',
      assign,
    });
    stubApi({ graphql: { Session: refused, AccountAuth: () => links('https://sso.example/login') } });
    expect(await hasSession(queryClient)).toBe(false);
    expect(assign).toHaveBeenCalledWith(new URL('https://sso.example/login'));
  });

  it('lets the app start on any other failure, for the shell to tell it', async () => {
    stubApi({ graphql: { Session: () => Promise.reject(new Error('Erro interno')) } });
    expect(await hasSession(queryClient)).toBe(true);
  });
});
