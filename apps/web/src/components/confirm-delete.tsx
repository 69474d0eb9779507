import { Text } from '@mantine/core';
import { openConfirmModal } from '../lib/confirm-modal.ts';
import { deleteConfirmation, MESSAGES } from '@backoffice/domain/constants';
import { BIN_MESSAGES } from '@backoffice/domain/recycle-bin';
import { notifyError, notifySuccess } from '../lib/notify.ts';

/**
 * 'Atenção!' with Cancelar/Excluir; on Excluir runs the deletion, then reloads the data
 * (onDeleted) and tells 'Exclusão concluída com sucesso!' as the spec's notification, which closes
 * itself (a dialog to close would stay over the next screen). A failure shows `failureMessage`
 * when the spec names one, else the server's message. `restorable`: the record goes to the recycle
 * bin, and the success adds 'Você pode restaurar em Lixeira.'
 */
export function confirmDelete(options: {
  what: string;
  message?: string;
  remove: () => Promise<unknown>;
  onDeleted?: () => void;
  failureMessage?: string;
  restorable?: boolean;
}) {
  void openConfirmModal({
    title: MESSAGES.deleteTitle,
    children: <Text size="sm">{options.message ?? deleteConfirmation(options.what)}</Text>,
    labels: { confirm: 'Excluir', cancel: 'Cancelar' },
    confirmProps: { color: 'red' },
    onConfirm: async () => {
      try {
        await options.remove();
      } catch (error) {
        if (options.failureMessage) notifyError(new Error(options.failureMessage));
        else notifyError(error);
        return;
      }
      options.onDeleted?.();
      notifySuccess(MESSAGES.deleted, options.restorable ? BIN_MESSAGES.restorable : undefined);
    },
  });
}
