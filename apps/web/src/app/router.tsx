import { createHashRouter, Navigate } from 'react-router';
import { AuthTokenPage } from '../features/auth/auth-token-page.tsx';
import { ImpersonationPage } from '../features/auth/impersonation-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { LogoutPage } from '../features/auth/logout-page.tsx';
import { NotFoundPage } from '../features/home/not-found-page.tsx';
import { RequireModule } from './require-module.tsx';
import { SCREENS } from './screens.ts';
import { SessionProvider } from './session.tsx';
import { Shell } from './shell.tsx';

export function createRouter() {
  return createHashRouter([
    { path: '/login', element: <LoginPage /> },
    { path: '/auth/:token', element: <AuthTokenPage /> },
    { path: '/acessar-como/:token', element: <ImpersonationPage /> },
    { path: '/logout', element: <LogoutPage /> },
    {
      path: '/',
      element: (
        <SessionProvider>
          <Shell />
        </SessionProvider>
      ),
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        ...SCREENS.map((screen) => ({
          path: screen.path,
          lazy: async () => {
            const { default: Component } = await screen.load();
            return {
              // Keyed by route pattern: going from an edit screen to the 'new' one (same component)
              // must start from an empty form, not keep the record being edited.
              element: (
                <RequireModule key={screen.path} module={screen.module}>
                  <Component />
                </RequireModule>
              ),
            };
          },
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
