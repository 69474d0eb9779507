import { Select, Text } from '@mantine/core';
import { IconRestore, IconTrashX } from '@tabler/icons-react';
import { MESSAGES } from '@backoffice/domain/constants';
import { formatDateTime } from '@backoffice/domain/dates';
import { BIN_MESSAGES, BIN_TYPE_NAMES, BIN_TYPES } from '@backoffice/domain/recycle-bin';
import { ListPage } from '../../components/list-page.tsx';
import { RowAction } from '../../components/row-action.tsx';
import { useListState, type ListState } from '../../components/use-list-state.ts';
import { openConfirmModal } from '../../lib/confirm-modal.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../../app/session.tsx';
import { useBinDeleters } from './api/use-bin-deleters.ts';
import { useBinEntries, type BinEntry, type BinFilter } from './api/use-bin-entries.ts';
import { usePurgeBinEntry } from './api/use-purge-bin-entry.ts';
import { useRestoreBinEntry } from './api/use-restore-bin-entry.ts';
import { notifyNotRestored } from './notify-not-restored.ts';

/** The 'Todos' option of both filters: no parameter in the URL. */
const ALL = 'all';
const ALL_OPTION = { value: ALL, label: 'Todos' };

/** The filters as the URL keeps them ('type', 'deleted_by'); anything else reads as 'Todos'. */
function binFilter(list: ListState) {
  const type = list.filter('type');
  const deletedBy = Number(list.filter('deleted_by'));
  const filter: BinFilter = {
    type: type && (BIN_TYPE_NAMES as string[]).includes(type) ? type : null,
    deletedBy: Number.isInteger(deletedBy) && deletedBy > 0 ? deletedBy : null,
  };
  const set = (key: 'type' | 'deleted_by', value: string | null) => list.setFilter(key, value === ALL ? null : value);
  return { filter, set };
}

/** /Lixeira: deleted records, restorable until the purge; each row only for holders of its type's module. */
export default function RecycleBinPage() {
  const { modules } = useSession();
  const list = useListState();
  const { filter, set } = binFilter(list);
  const entries = useBinEntries(list, filter);
  const deleters = useBinDeleters();
  const restore = useRestoreBinEntry();
  const purge = usePurgeBinEntry();

  const typeOptions = [
    ALL_OPTION,
    ...BIN_TYPE_NAMES.filter((t) => modules.includes(BIN_TYPES[t].module)).map((t) => ({ value: t, label: BIN_TYPES[t].label })),
  ];
  const deleterOptions = [ALL_OPTION, ...(deleters.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))];

  const confirmRestore = (entry: BinEntry) =>
    void openConfirmModal({
      title: MESSAGES.deleteTitle,
      children: <Text size="sm">{BIN_MESSAGES.restoreConfirmation}</Text>,
      labels: { confirm: 'Restaurar', cancel: 'Cancelar' },
      onConfirm: () =>
        restore.mutate(entry.id, {
          onSuccess: ({ restoreBinEntry: { not_restored } }) => {
            if (not_restored.length) notifyNotRestored(not_restored);
            else notifySuccess(BIN_MESSAGES.restored);
          },
        }),
    });
  const confirmPurge = (entry: BinEntry) =>
    void openConfirmModal({
      title: MESSAGES.deleteTitle,
      children: <Text size="sm">{BIN_MESSAGES.purgeConfirmation}</Text>,
      labels: { confirm: 'Excluir definitivamente', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => purge.mutate(entry.id, { onSuccess: () => notifySuccess(BIN_MESSAGES.purged) }),
    });

  return (
    <ListPage
      title="Lixeira"
      list={list}
      controls={false}
      actions={
        <>
          <Select label="Tipo" data={typeOptions} value={filter.type ?? ALL} allowDeselect={false} onChange={(v) => set('type', v)} w={220} />
          <Select
            label="Excluído por"
            data={deleterOptions}
            value={filter.deletedBy ? String(filter.deletedBy) : ALL}
            allowDeselect={false}
            onChange={(v) => set('deleted_by', v)}
            w={220}
          />
        </>
      }
      query={entries}
      rowKey={(e) => e.id}
      columns={[
        { header: 'Tipo', render: (e) => e.type_label },
        { header: 'Título', render: (e) => e.title },
        { header: 'Excluído por', render: (e) => e.deleted_by_name ?? '—' },
        { header: 'Excluído em', render: (e) => formatDateTime(e.deleted_at) },
        { header: 'Dias restantes', render: (e) => e.days_left },
      ]}
      rowActions={(e) => (
        <>
          <RowAction label="Restaurar" icon={<IconRestore size={18} />} onClick={() => confirmRestore(e)} />
          <RowAction label="Excluir definitivamente" color="red" icon={<IconTrashX size={18} />} onClick={() => confirmPurge(e)} />
        </>
      )}
    />
  );
}
