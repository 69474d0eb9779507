import './app/first-screen-styles.ts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client.ts';
import { createRouter } from './app/router.tsx';
import { cssVariablesResolver, theme } from './app/theme.ts';

const queryClient = createQueryClient();
const router = createRouter();
// Every screen behind the login needs the session: ask for it while their code is still
// downloading (the session module comes with that code, so it costs the login screen nothing).
if (!/^#\/(login|logout|auth\/|acessar-como\/)/.test(window.location.hash)) {
  void import('./app/session.tsx').then(({ accountAuthQuery, sessionQuery }) => {
    void queryClient.prefetchQuery(accountAuthQuery);
    void queryClient.prefetchQuery(sessionQuery);
  });
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Every theme variable, not only those that differ from Mantine's default-css-variables.css:
        that file (27 kB) then need not come with the first screen. */}
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} deduplicateCssVariables={false}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
