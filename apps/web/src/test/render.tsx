import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { AppRouterProvider } from '../components/app-router-provider.tsx';

/**
 * Renders a piece of UI inside the app's providers, at `path` of a memory router. With `route`
 * (a pattern such as '/Branch-edit/:id') the UI gets the route's params, and any other address
 * it navigates to renders an empty page. With `children`, the UI is the layout of those routes (at
 * '/'). With `toasts`, the notifications show as in the shell.
 */
export function renderWithApp(
  ui: ReactNode,
  { path = '/', route, toasts = false, children }: { path?: string; route?: string; toasts?: boolean; children?: RouteObject[] } = {},
) {
  const routes: RouteObject[] = children
    ? [{ path: '/', element: ui, children }]
    : route
      ? [
          { path: route, element: ui },
          { path: '*', element: null },
        ]
      : [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    // env="test" turns off transitions and portals' timing, so dropdowns stay open under happy-dom.
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          {toasts && <Notifications />}
          <AppRouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router };
}
