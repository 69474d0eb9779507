import type { ComponentType } from 'react';
import { createHashRouter, Navigate } from 'react-router';
import { Loading } from '../components/states.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { SCREENS } from './screens.ts';

/**
 * The login screen is the only one in the first chunk: the shell, the session and every other
 * screen are route-level lazy, so a visitor at the login downloads none of them. The lazy routes
 * an address matches load in parallel (the shell beside the screen), with Loading shown meanwhile.
 */
const loadGuards = () => Promise.all([import('./require-module.tsx'), import('./valid-ids.tsx')]);

/** A route whose component comes in its own chunk, with Loading shown while it downloads. */
function lazyComponent(load: () => Promise<ComponentType>) {
  return { hydrateFallbackElement: <Loading />, lazy: async () => ({ Component: await load() }) };
}

export function createRouter() {
  return createHashRouter([
    { path: '/login', element: <LoginPage /> },
    { path: '/auth/:token', ...lazyComponent(async () => (await import('../features/auth/auth-token-page.tsx')).AuthTokenPage) },
    { path: '/acessar-como/:token', ...lazyComponent(async () => (await import('../features/auth/impersonation-page.tsx')).ImpersonationPage) },
    { path: '/logout', ...lazyComponent(async () => (await import('../features/auth/logout-page.tsx')).LogoutPage) },
    {
      path: '/',
      ...lazyComponent(async () => (await import('./authenticated-layout.tsx')).AuthenticatedLayout),
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        ...SCREENS.map((screen) => ({
          path: screen.path,
          lazy: async () => {
            const [{ default: Component }, [{ RequireModule }, { ValidIds }]] = await Promise.all([screen.load(), loadGuards()]);
            return {
              // Keyed by route pattern: going from an edit screen to the 'new' one (same component)
              // must start from an empty form, not keep the record being edited.
              element: (
                <RequireModule key={screen.path} module={screen.module}>
                  <ValidIds>
                    <Component />
                  </ValidIds>
                </RequireModule>
              ),
            };
          },
        })),
        { path: '*', lazy: async () => ({ Component: (await import('../features/home/not-found-page.tsx')).NotFoundPage }) },
      ],
    },
  ]);
}
