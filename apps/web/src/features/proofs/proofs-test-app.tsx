import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { createQueryClient } from '../../app/query-client.ts';
import { proofsScreens } from './proofs-screens.ts';
import { AppRouterProvider } from '../../components/app-router-provider.tsx';

/**
 * The assessment screens at `path`, routed as the app routes them, with the app's own query
 * client (whose mutation cache turns a refused save into a toast) and its toasts and dialogs.
 * Any other address renders an empty page, so a redirect can be read from the router.
 */
export async function renderProofScreen(path: string) {
  const routes = await Promise.all(
    proofsScreens.map(async (screen) => {
      const { default: Screen } = await screen.load();
      return { path: screen.path, element: <Screen key={screen.path} /> };
    }),
  );
  const router = createMemoryRouter([...routes, { path: '*', element: null }], { initialEntries: [path] });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={createQueryClient()}>
        <ModalsProvider>
          <AppRouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}
