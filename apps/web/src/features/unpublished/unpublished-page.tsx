import { Button, Group, Pagination } from '@mantine/core';
import { IconDownload, IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES, PAGINATION_SIBLINGS } from '@backoffice/domain/constants';
import { ListPage } from '../../components/list-page.tsx';
import { RowAction } from '../../components/row-action.tsx';
import { useListState } from '../../components/use-list-state.ts';
import { download } from '../../lib/download.ts';
import { notifyError } from '../../lib/notify.ts';
import type { UnpublishedItem, UnpublishedType } from '@backoffice/domain/unpublished';
import { UNPUBLISHED_URL, useUnpublished } from './api/use-unpublished.ts';
import { formatDate } from '@backoffice/domain/dates';

const TYPE_LABEL: Record<UnpublishedType, string> = { file: 'Conteúdo Digital', curso: 'Curso', trilha: 'Trilha' };

const editPath = (item: UnpublishedItem) =>
  item.type === 'file' ? `/dam-edit/Media/${item.id}` : item.type === 'curso' ? `/Course-edit/${item.id}` : `/Trail-edit/${item.id}`;

/** /Unpublished-preview ('Meus Conteúdos'). */
export default function UnpublishedPage() {
  const list = useListState();
  const query = useUnpublished(list.page, list.limit);
  const [downloading, setDownloading] = useState(false);
  const pages = query.data ? Math.ceil(query.data.total / list.limit) : 0;

  const report = async () => {
    setDownloading(true);
    await download(`${UNPUBLISHED_URL}?report=true`, 'conteudos-despublicados.xlsx').catch(notifyError);
    setDownloading(false);
  };

  return (
    <>
      <ListPage<UnpublishedItem>
        title="Meus Conteúdos"
        actions={
          <Button leftSection={<IconDownload size={16} />} onClick={report} loading={downloading} variant="light">
            Baixar relatório
          </Button>
        }
        query={query}
        rowKey={(r) => `${r.type}-${r.id}`}
        emptyText={MESSAGES.noData}
        columns={[
          { header: 'ID', render: (r) => r.id },
          { header: 'Título', render: (r) => r.title },
          { header: 'Tipo', render: (r) => TYPE_LABEL[r.type] },
          { header: 'Responsável', render: (r) => r.owner_name ?? 'Sem responsável' },
          { header: 'Data de Despublicação', render: (r) => formatDate(r.date_unpublish) },
        ]}
        rowActions={(r) => <RowAction label="Editar" to={editPath(r)} icon={<IconEdit size={18} />} />}
      />
      {pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination total={pages} value={list.page} onChange={list.setPage} siblings={PAGINATION_SIBLINGS} />
        </Group>
      )}
    </>
  );
}
