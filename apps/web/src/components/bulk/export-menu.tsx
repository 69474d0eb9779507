import { Button, Menu } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { BULK_KINDS, type BulkKind } from '@backoffice/domain/bulk';
import { download } from '../../lib/download.ts';
import { notifyError } from '../../lib/notify.ts';

/** What a list shows: its search and order, and the parent it hangs on (a category's parent, a proof type). */
export interface BulkListFilter {
  search?: string | null;
  order?: string;
  orderby?: string;
  parent?: number | null;
  /** The audit log's action filter. */
  action?: string | null;
}

const FORMATS = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'XLSX (Excel)' },
] as const;

/** The export route's address: every row of the filter, or only `ids` (a selection). */
export function exportUrl(kind: BulkKind, format: 'csv' | 'xlsx', filter: BulkListFilter, ids?: readonly number[]): string {
  const query = new URLSearchParams({ kind, format });
  for (const [key, value] of Object.entries(filter)) if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  if (ids?.length) query.set('ids', ids.join(','));
  return `/api/v1/bulk/export?${query}`;
}

/** 'Exportar': the list's rows (or a selection's) as CSV or XLSX, in the list's order, streamed by the server. */
export function ExportMenu(props: { kind: BulkKind; filter: BulkListFilter; ids?: readonly number[]; label?: string; size?: 'xs' | 'sm' }) {
  const [busy, setBusy] = useState(false);
  const save = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    await download(exportUrl(props.kind, format, props.filter, props.ids), `${BULK_KINDS[props.kind].file}.${format}`).catch(notifyError);
    setBusy(false);
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size={props.size} leftSection={<IconFileExport size={16} />} loading={busy}>
          {props.label ?? 'Exportar'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {FORMATS.map((f) => (
          <Menu.Item key={f.format} onClick={() => void save(f.format)}>
            {f.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
