import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { setModalsHost } from '../lib/confirm-modal.ts';

const ModalsProvider = lazy(async () => ({ default: (await import('@mantine/modals')).ModalsProvider }));
// A module of its own: a dynamic import of the package itself would keep all of it beside the store.
const Toasts = lazy(() => import('./toasts.tsx'));

/** Resolves the wait for the host: a passive effect runs after ModalsProvider's listeners (layout effects) are in. */
function Listening({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * The dialogs and toasts of the screens, each mounted when first needed: Mantine's ModalsProvider
 * on the first confirmation (lib/confirm-modal.ts), the notifications' container on the first
 * toast (the store keeps it, and the container shows it once mounted). Their code is then not
 * part of every screen's first visit.
 */
export function OverlaysOnDemand() {
  const [modals, setModals] = useState(false);
  const ready = useRef<{ promise: Promise<void>; resolve: () => void } | null>(null);
  const { notifications, queue } = useNotifications();
  const [toasts, setToasts] = useState(false);
  if (!toasts && notifications.length + queue.length > 0) setToasts(true);
  const resolveReady = useCallback(() => ready.current?.resolve(), []);

  useEffect(() => {
    setModalsHost(() => {
      if (!ready.current) {
        let resolve = () => {};
        const promise = new Promise<void>((r) => (resolve = r));
        ready.current = { promise, resolve };
        setModals(true);
      }
      return ready.current.promise;
    });
    return () => setModalsHost(undefined);
  }, []);

  // A boundary each: the first toast's download must not hide an open dialog meanwhile.
  return (
    <>
      <Suspense fallback={null}>
        {modals && (
          <ModalsProvider labels={{ confirm: 'Excluir', cancel: 'Cancelar' }}>
            <Listening onReady={resolveReady} />
          </ModalsProvider>
        )}
      </Suspense>
      <Suspense fallback={null}>{toasts && <Toasts />}</Suspense>
    </>
  );
}
