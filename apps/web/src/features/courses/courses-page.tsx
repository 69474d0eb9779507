import { Button } from '@mantine/core';
import { IconDownload, IconEdit, IconEye, IconFileDownload, IconFileUpload, IconReportAnalytics, IconRoute, IconTargetArrow } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPage } from '../../components/list-page.tsx';
import { RowAction } from '../../components/row-action.tsx';
import { useListState } from '../../components/use-list-state.ts';
import { download } from '../../lib/download.ts';
import { notifyError } from '../../lib/notify.ts';
import { scormDownloadUrl } from './api/course-uploads.ts';
import { useCourses } from './api/use-courses.ts';
import { activeColumn } from '../../components/active-column.tsx';

const ORDER_OPTIONS = [
  { value: 'id', label: 'ID' },
  { value: 'title', label: 'Título' },
];

/** The two spreadsheets of the list, downloaded at once. */
const DOWNLOADS = [
  { label: 'Relatório de cursos', url: '/api/v1/lms/report_courses', name: 'cursos-online.xlsx' },
  { label: 'Relatório de inscritos por curso', url: '/api/v1/lms/relatorio_cursos', name: 'relatorio-cursos-online.xlsx' },
];

function DownloadButton(props: { label: string; url: string; name: string }) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    await download(props.url, props.name).catch(notifyError);
    setBusy(false);
  };
  return (
    <Button variant="light" leftSection={<IconDownload size={16} />} loading={busy} onClick={() => void save()}>
      {props.label}
    </Button>
  );
}

/** /Course ('Cursos On-line'). */
export default function CoursesPage() {
  const list = useListState();
  const courses = useCourses('online', list);
  return (
    <ListPage
      title="Cursos On-line"
      bulk={{ kind: 'course_online' }}
      list={list}
      orderOptions={ORDER_OPTIONS}
      actions={
        <>
          <Button component={Link} to="/Course-new-scorm">
            Novo curso com SCORM
          </Button>
          <Button component={Link} to="/Course-new-video">
            Novo curso sem SCORM
          </Button>
          {DOWNLOADS.map((d) => (
            <DownloadButton key={d.url} {...d} />
          ))}
        </>
      }
      query={courses}
      rowKey={(c) => c.id}
      columns={[
        { header: 'ID', render: (c) => c.id },
        { header: 'Título', render: (c) => c.title },
        { header: 'SCORM', render: (c) => (c.scorm ? `Sim (${c.scorm_version ?? '?'})` : 'Não') },
        activeColumn(),
        { header: 'Publicação', render: (c) => c.date_publish_format },
      ]}
      rowActions={(c) => (
        <>
          <RowAction
            label="Baixar SCORM"
            icon={<IconFileDownload size={18} />}
            disabled={!c.scorm}
            onClick={() => void download(scormDownloadUrl(c.id), c.scorm ?? 'scorm.zip').catch(notifyError)}
          />
          <RowAction label="Alterar SCORM" to={`/Course-edit-scorm/${c.id}`} icon={<IconFileUpload size={18} />} disabled={!c.scorm} />
          <RowAction label="Pré-visualizar SCORM" to={`/Course-preview/${c.id}`} icon={<IconEye size={18} />} disabled={!c.scorm} />
          <RowAction label="Relatório em andamento" to={`/Curso-relatorio/${c.id}`} icon={<IconReportAnalytics size={18} />} />
          <RowAction label="Trilhas vinculadas" to={`/Course-composition/${c.id}`} icon={<IconRoute size={18} />} disabled={!c.in_trails} />
          <RowAction label="Editar" to={`/Course-edit/${c.id}`} icon={<IconEdit size={18} />} />
          <RowAction label="Segmentar" to={`/segmentation/Course/${c.id}`} icon={<IconTargetArrow size={18} />} />
        </>
      )}
    />
  );
}
