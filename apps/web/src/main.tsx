import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client.ts';
import { createRouter } from './app/router.tsx';
import { accountAuthQuery, sessionQuery } from './app/session.tsx';
import { cssVariablesResolver, theme } from './app/theme.ts';

dayjs.locale('pt-br');
const queryClient = createQueryClient();
const router = createRouter();
// Every screen needs the session: ask for it while the first screen's code is still downloading.
if (!/^#\/(login|logout|auth\/|acessar-como\/)/.test(window.location.hash)) {
  void queryClient.prefetchQuery(accountAuthQuery);
  void queryClient.prefetchQuery(sessionQuery);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: 'Excluir', cancel: 'Cancelar' }}>
          <Notifications position="top-right" />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
