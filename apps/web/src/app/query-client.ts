import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * Toasts are for the screens behind the login, which bring notify.ts (and Mantine's notifications
 * with its icons) themselves: the first screen, which runs no query, does not download them.
 */
function notifyError(error: unknown) {
  void import('../lib/notify.ts').then((notify) => notify.notifyError(error));
}

/** Every failed query or mutation shows the server's messages as toasts (the error catalogue of the spec). */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: notifyError }),
    // A mutation marked meta.silent reports its own failure (e.g. confirmDelete).
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) notifyError(error);
      },
    }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
  });
}
