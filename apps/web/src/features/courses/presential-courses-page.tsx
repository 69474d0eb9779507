import { Badge, Button } from '@mantine/core';
import { IconEdit, IconTargetArrow, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { ListPage } from '../../components/list-page.tsx';
import { RowAction } from '../../components/row-action.tsx';
import { useListState } from '../../components/use-list-state.ts';
import { useCourses } from './api/use-courses.ts';
import { useDeleteCourse } from './api/use-delete-course.ts';

const ORDER_OPTIONS = [
  { value: 'id', label: 'ID' },
  { value: 'title', label: 'Título' },
];

/** /Presential-course ('Cursos Presenciais'). */
export default function PresentialCoursesPage() {
  const list = useListState();
  const courses = useCourses('presential', list);
  const remove = useDeleteCourse();
  return (
    <ListPage
      title="Cursos Presenciais"
      list={list}
      orderOptions={ORDER_OPTIONS}
      actions={
        <Button component={Link} to="/Presential-course-new/">
          Novo Curso Presencial
        </Button>
      }
      query={courses}
      rowKey={(c) => c.id}
      columns={[
        { header: 'ID', render: (c) => c.id },
        { header: 'Título', render: (c) => c.title },
        {
          header: 'Ativo',
          render: (c) =>
            c.active ? (
              <Badge color="green" variant="light">
                Sim
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                Não
              </Badge>
            ),
        },
        { header: 'Publicação', render: (c) => c.date_publish_format },
        { header: 'Despublicação', render: (c) => c.date_unpublish_format },
      ]}
      rowActions={(c) => (
        <>
          <RowAction label="Editar" to={`/Presential-course-edit/${c.id}`} icon={<IconEdit size={18} />} />
          <RowAction label="Segmentar" to={`/segmentation/Course/${c.id}`} icon={<IconTargetArrow size={18} />} />
          <RowAction
            label="Excluir"
            color="red"
            icon={<IconTrash size={18} />}
            onClick={() => confirmDelete({ what: `o curso ${c.title}`, remove: () => remove.mutateAsync(c.id) })}
          />
        </>
      )}
    />
  );
}
