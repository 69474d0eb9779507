import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconDownload, IconEdit, IconHierarchy, IconListCheck, IconTargetArrow } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '@backoffice/domain/dates';
import { ListPage } from '../../components/list-page.tsx';
import { DeleteRowAction, RowAction } from '../../components/row-action.tsx';
import { useListState } from '../../components/use-list-state.ts';
import { download } from '../../lib/download.ts';
import { notifyError } from '../../lib/notify.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useClassrooms, type ClassroomRow } from './api/use-classrooms.ts';
import { useDeleteClassroom } from './api/use-delete-classroom.ts';
import { newClassroomPath } from './classroom-form.ts';

const ORDER_OPTIONS = [
  { value: 'id', label: 'ID' },
  { value: 'name', label: 'Curso' },
];

function Totals({ row }: { row: ClassroomRow }) {
  return (
    <Stack gap={0}>
      <Text size="sm">Concluídos: {row.totals.present}</Text>
      <Text size="sm">Ausentes: {row.totals.absent}</Text>
      <Text size="sm">Não iniciados: {row.totals.not_started}</Text>
    </Stack>
  );
}

/** /Classroom: 'Turmas Presenciais' (screen rule); /SubClassroom/{parent_id}: the same list, of one classroom's sub-classrooms. */
export default function ClassroomsPage() {
  const parentId = useIdParam('parent_id');
  const list = useListState();
  const classrooms = useClassrooms(list, parentId);
  const remove = useDeleteClassroom();
  return (
    <ListPage
      title={parentId ? `Subturmas da turma #${parentId}` : 'Turmas Presenciais'}
      bulk={{ kind: 'classroom', parent: parentId }}
      back={parentId ? '/Classroom' : undefined}
      list={list}
      orderOptions={ORDER_OPTIONS}
      actions={
        <Button component={Link} to={newClassroomPath(parentId)}>
          {parentId ? 'Nova subturma' : 'Nova Turma'}
        </Button>
      }
      query={classrooms}
      rowKey={(c) => c.id}
      columns={[
        { header: 'ID', render: (c) => c.id },
        { header: 'Curso', render: (c) => c.course?.title ?? '' },
        {
          header: 'Lista realizada',
          render: (c) =>
            c.is_attendance_list ? (
              <Badge color="green" variant="light">
                Sim
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                Não
              </Badge>
            ),
        },
        { header: 'Totais', render: (c) => <Totals row={c} /> },
        { header: 'Segmentação', render: (c) => c.segmentations.join(', ') },
        { header: 'Data/Hora', render: (c) => formatDateTime(c.datetime_start) },
      ]}
      rowActions={(c) => (
        <>
          <RowAction label="Lista de presença" to={`/Classroom-subscription/${c.id}`} icon={<IconListCheck size={18} />} />
          <RowAction
            label="Baixar lista de presença"
            icon={<IconDownload size={18} />}
            onClick={() => void download(`/api/v1/lms/subscription_export?classroom_id=${c.id}`, `lista-de-presenca-turma-${c.id}.csv`).catch(notifyError)}
          />
          <RowAction label="Editar" to={`/Classroom-edit/${c.id}`} icon={<IconEdit size={18} />} />
          <RowAction label="Segmentar" to={`/segmentation/Classroom/${c.id}`} icon={<IconTargetArrow size={18} />} />
          {/* One level: a sub-classroom has no sub-classrooms of its own. */}
          {!c.parent_id && <RowAction label="Subturmas" to={`/SubClassroom/${c.id}`} icon={<IconHierarchy size={18} />} />}
          <DeleteRowAction confirm={{ what: `a turma #${c.id}`, remove: () => remove.mutateAsync(c.id), restorable: true }} />
        </>
      )}
    />
  );
}
