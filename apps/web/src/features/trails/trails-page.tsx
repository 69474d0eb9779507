import { Button } from '@mantine/core';
import { IconDownload, IconEdit, IconListNumbers, IconReportAnalytics, IconTargetArrow } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPage } from '../../components/list-page.tsx';
import { RowAction } from '../../components/row-action.tsx';
import { useListState } from '../../components/use-list-state.ts';
import { download } from '../../lib/download.ts';
import { notifyError } from '../../lib/notify.ts';
import { TRAILS_SPREADSHEET_URL } from './api/trail-uploads.ts';
import { useTrails } from './api/use-trails.ts';
import { activeColumn } from '../../components/active-column.tsx';

const ORDER_OPTIONS = [
  { value: 'id', label: 'ID' },
  { value: 'title', label: 'Título' },
];

/** The spreadsheet of every trail (lms/reportTrilhas). */
function SpreadsheetButton() {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    await download(TRAILS_SPREADSHEET_URL, 'trilhas.xlsx').catch(notifyError);
    setBusy(false);
  };
  return (
    <Button variant="light" leftSection={<IconDownload size={16} />} loading={busy} onClick={() => void save()}>
      Relatório de trilhas
    </Button>
  );
}

/** /trail and /Trail ('Trilhas'). */
export default function TrailsPage() {
  const list = useListState();
  const trails = useTrails(list);
  return (
    <ListPage
      title="Trilhas"
      bulk={{ kind: 'trail' }}
      list={list}
      orderOptions={ORDER_OPTIONS}
      actions={
        <>
          <Button component={Link} to="/Trail-new">
            Nova Trilha
          </Button>
          <SpreadsheetButton />
        </>
      }
      query={trails}
      rowKey={(t) => t.id}
      columns={[
        { header: 'ID', render: (t) => t.id },
        { header: 'Título', render: (t) => t.title },
        activeColumn(),
        { header: 'Publicação', render: (t) => t.date_publish_format },
      ]}
      rowActions={(t) => (
        <>
          <RowAction label="Relatório" to={`/Trilha-relatorio/${t.id}`} icon={<IconReportAnalytics size={18} />} />
          <RowAction label="Conteúdos" to={`/Trail-has-course/${t.id}`} icon={<IconListNumbers size={18} />} />
          <RowAction label="Editar" to={`/Trail-edit/${t.id}`} icon={<IconEdit size={18} />} />
          <RowAction label="Segmentar" to={`/segmentation/Trail/${t.id}`} icon={<IconTargetArrow size={18} />} />
        </>
      )}
    />
  );
}
