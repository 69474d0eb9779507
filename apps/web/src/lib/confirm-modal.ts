import type { OpenConfirmModal } from '@mantine/modals';

/** Mounts the dialogs' host (app/overlays-on-demand.tsx) and resolves once it listens. */
type Mount = () => Promise<void>;
let mountHost: Mount | undefined;

export function setModalsHost(mount: Mount | undefined) {
  mountHost = mount;
}

/**
 * Mantine's confirmation dialog. The shell mounts ModalsProvider (with Modal and its focus trap)
 * on the first dialog asked for, not on every screen's first visit. Without a host registered
 * (component tests wrap their UI in ModalsProvider) the provider is already there.
 */
export async function openConfirmModal(props: OpenConfirmModal) {
  await mountHost?.();
  const { modals } = await import('@mantine/modals');
  modals.openConfirmModal(props);
}
