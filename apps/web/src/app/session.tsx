import { useQuery, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { ApiError, gql, setUnauthenticatedHandler } from '../lib/api.ts';
import { LoadError, Loading } from '../components/states.tsx';
import { accountGraphql } from '../generated/account/gql.ts';
import type { AccountAuthQuery, SessionQuery } from '../generated/account/graphql.ts';

/** The logged-in user; impersonated_by is set when an administrator opened this session as the user ('log in as'). */
export type SessionUser = NonNullable<SessionQuery['get_authenticated_user']>;

export type AccountAuth = AccountAuthQuery['account_auth'];

interface Session {
  user: SessionUser;
  modules: string[];
  links: AccountAuth;
}

const SessionContext = createContext<Session | null>(null);

export const ACCOUNT_AUTH_KEY = ['account_auth'];
export const SESSION_KEY = ['session'];

const ACCOUNT_AUTH_QUERY = accountGraphql(`query AccountAuth { account_auth { login_url logout_url support_url cookies_url blog_url } }`);

export const accountAuthQuery = {
  queryKey: ACCOUNT_AUTH_KEY,
  queryFn: () => gql('account', ACCOUNT_AUTH_QUERY),
  staleTime: Infinity,
};

export function useAccountAuth() {
  return useQuery({ ...accountAuthQuery, select: (d) => d.account_auth });
}

const SESSION_QUERY = accountGraphql(`query Session {
  get_authenticated_user {
    id first_name name uid mail profile { id title is_admin is_superadmin } impersonated_by { id name }
  }
  modules_by_user
}`);

/** The logged-in user and their modules; main.tsx asks for it while the first screen's code loads. */
export const sessionQuery = {
  queryKey: SESSION_KEY,
  queryFn: () => gql('account', SESSION_QUERY),
  // Fresh for a moment, so the prefetched answer is used rather than asked again at once.
  staleTime: 5000,
};

/**
 * Whether the visitor has a session, asked before the app starts on a screen behind the login:
 * without one, the address becomes the login's first, so neither the shell's code nor the
 * screen's is downloaded (the login screen's first load stays small). Any other failure lets the
 * shell load and tell it.
 */
export async function hasSession(queryClient: QueryClient): Promise<boolean> {
  try {
    await queryClient.fetchQuery(sessionQuery);
    return true;
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'UNAUTHENTICATED')) return true;
    const auth = await queryClient.fetchQuery(accountAuthQuery).catch(() => null);
    const login = new URL(auth?.account_auth.login_url ?? '/#/login', window.location.href);
    // The app's own login page: the router starts there. An SSO address: the browser leaves.
    if (login.origin === window.location.origin && login.pathname === window.location.pathname) window.history.replaceState(null, '', login);
    else window.location.assign(login);
    return false;
  }
}

/** Loads the logged-in user and their modules; without a valid session, goes to the login address. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const auth = useAccountAuth();
  const loginUrl = auth.data?.login_url ?? '/#/login';
  useEffect(() => {
    setUnauthenticatedHandler(() => window.location.assign(loginUrl));
  }, [loginUrl]);
  const session = useQuery({ ...sessionQuery, refetchOnWindowFocus: true });
  // A prefetch refused before this provider set the login redirect is asked again: wait for that.
  if (session.isPending || auth.isPending || (session.isError && session.isFetching)) return <Loading />;
  if (session.isError || auth.isError || !session.data.get_authenticated_user) return <LoadError />;
  const value: Session = {
    user: session.data.get_authenticated_user,
    modules: session.data.modules_by_user,
    links: auth.data,
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
