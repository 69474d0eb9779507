import { Button } from '@mantine/core';
import { IconEdit, IconTargetArrow } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListPage } from '../../components/list-page.tsx';
import { DeleteRowAction, RowAction } from '../../components/row-action.tsx';
import { useListState } from '../../components/use-list-state.ts';
import { useCourses } from './api/use-courses.ts';
import { useDeleteCourse } from './api/use-delete-course.ts';
import { activeColumn } from '../../components/active-column.tsx';

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
      bulk={{ kind: 'course_presential' }}
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
        activeColumn(),
        { header: 'Publicação', render: (c) => c.date_publish_format },
        { header: 'Despublicação', render: (c) => c.date_unpublish_format },
      ]}
      rowActions={(c) => (
        <>
          <RowAction label="Editar" to={`/Presential-course-edit/${c.id}`} icon={<IconEdit size={18} />} />
          <RowAction label="Segmentar" to={`/segmentation/Course/${c.id}`} icon={<IconTargetArrow size={18} />} />
          <DeleteRowAction confirm={{ what: `o curso ${c.title}`, remove: () => remove.mutateAsync(c.id), restorable: true }} />
        </>
      )}
    />
  );
}
