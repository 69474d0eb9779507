import './app/base-styles.ts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './app/query-client.ts';
import { createRouter } from './app/router.tsx';
import { cssVariablesResolver, theme } from './app/theme.ts';
import { AppRouterProvider } from './components/app-router-provider.tsx';

const queryClient = createQueryClient();

/**
 * Every screen behind the login needs the session: ask for it before the router starts, and start
 * it only once the answer is in. A visitor without a session is then at the login address, and
 * downloads neither the shell nor the screen they asked for.
 */
async function start() {
  if (!/^#\/(login|logout|auth\/|acessar-como\/)/.test(window.location.hash)) {
    const { accountAuthQuery, hasSession } = await import('./app/session.tsx');
    void queryClient.prefetchQuery(accountAuthQuery);
    await hasSession(queryClient);
  }
  const router = createRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {/* Every theme variable, not only those that differ from Mantine's default-css-variables.css:
          that file (27 kB) then need not come with the first screen. */}
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} deduplicateCssVariables={false}>
        <QueryClientProvider client={queryClient}>
          <AppRouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}

void start();
