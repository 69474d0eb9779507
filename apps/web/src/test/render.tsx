import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * Renders a piece of UI inside the app's providers, at `path` of a memory router. With `route`
 * (a pattern such as '/Branch-edit/:id') the UI gets the route's params, and any other address
 * it navigates to renders an empty page.
 */
export function renderWithApp(ui: ReactNode, { path = '/', route }: { path?: string; route?: string } = {}) {
  const routes = route ? [{ path: route, element: ui }, { path: '*', element: null }] : [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    // env="test" turns off transitions and portals' timing, so dropdowns stay open under happy-dom.
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router };
}
