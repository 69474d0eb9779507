import { Badge, Button, Text } from '@mantine/core';
import { IconDownload, IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { VIDEO_STATUS_LABEL } from '@backoffice/domain/schemas/video-media';
import { useSession } from '../../app/session.tsx';
import { ListPage } from '../../components/list-page.tsx';
import { DeleteRowAction, RowAction } from '../../components/row-action.tsx';
import { useListState } from '../../components/use-list-state.ts';
import { formatDateTime, formatDuration } from '@backoffice/domain/dates';
import { notifyError } from '../../lib/notify.ts';
import { useDeleteVideoMedia } from './api/use-delete-video-media.ts';
import { useVideoMediaList } from './api/use-video-media-list.ts';
import { downloadVideoReport } from './api/video-report.ts';

/** /Video-library: the built-in video library (what the video report and the course video picker read offline). */
export default function VideoLibraryPage() {
  // The screen is the Course module's; the video report and the way back are the dashboard's.
  const dashboard = useSession().modules.includes('Dashboard');
  const list = useListState();
  const media = useVideoMediaList(list);
  const remove = useDeleteVideoMedia();
  const [downloading, setDownloading] = useState(false);
  const downloadReport = async () => {
    setDownloading(true);
    try {
      await downloadVideoReport();
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <ListPage
      title="Biblioteca de vídeos"
      bulk={{ kind: 'video' }}
      back={dashboard ? '/dashboard' : undefined}
      list={list}
      orderOptions={[
        { value: 'id', label: 'ID' },
        { value: 'title', label: 'Título' },
      ]}
      actions={
        <>
          {dashboard && (
            <Button variant="default" leftSection={<IconDownload size={16} />} loading={downloading} onClick={downloadReport}>
              Relatório de vídeos (CSV)
            </Button>
          )}
          <Button component={Link} to="/Video-library-new">
            Novo vídeo
          </Button>
        </>
      }
      query={media}
      rowKey={(v) => v.id}
      columns={[
        { header: 'ID', render: (v) => v.id },
        { header: 'Título', render: (v) => v.title },
        {
          header: 'ID da mídia',
          render: (v) => (
            <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
              {v.media_id}
            </Text>
          ),
        },
        { header: 'Categoria', render: (v) => v.category ?? '' },
        {
          header: 'Status',
          render: (v) => (
            <Badge color={v.status === 'published' ? 'green' : 'gray'} variant="light" tt="none" miw="max-content">
              {VIDEO_STATUS_LABEL[v.status] ?? v.status}
            </Badge>
          ),
        },
        {
          header: 'Publicação',
          render: (v) => (
            <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(v.published_at)}
            </Text>
          ),
        },
        { header: 'Duração', render: (v) => formatDuration(v.duration_seconds) },
      ]}
      rowActions={(v) => (
        <>
          <RowAction label="Editar" to={`/Video-library-edit/${v.id}`} icon={<IconEdit size={18} />} />
          <DeleteRowAction confirm={{ what: `o vídeo ${v.title}`, remove: () => remove.mutateAsync(v.id) }} />
        </>
      )}
    />
  );
}
