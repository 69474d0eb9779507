import { flushSync } from 'react-dom';
import { RouterProvider, type RouterProviderProps } from 'react-router';

/**
 * The router's provider with React DOM's flushSync, as `react-router/dom`'s passes it (that
 * entry's CommonJS build, which vitest loads, brings its own copy of the router's contexts): an
 * update asked with `flushSync` (a list's search, page and order) renders in the task that
 * changes the URL, instead of in a transition after it.
 */
export function AppRouterProvider({ router }: Pick<RouterProviderProps, 'router'>) {
  return <RouterProvider router={router} flushSync={flushUpdates} />;
}

const flushUpdates = (update: () => unknown) => {
  flushSync(update);
  return undefined;
};
