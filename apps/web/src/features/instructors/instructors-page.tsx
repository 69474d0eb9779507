import { Button } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import { instructorDeleteConfirmation, locationLabel } from '@backoffice/domain/schemas/instructor';
import { ListPage } from '../../components/list-page.tsx';
import { DeleteRowAction, RowAction } from '../../components/row-action.tsx';
import { useListState } from '../../components/use-list-state.ts';
import { useDeleteInstructor } from './api/use-delete-instructor.ts';
import { useInstructors } from './api/use-instructors.ts';

/** /Instrutor: the order is applied by 'Ordenar', once both order-by and order are chosen (screen rule). */
export default function InstructorsPage() {
  const list = useListState();
  const instructors = useInstructors(list);
  const remove = useDeleteInstructor();
  return (
    <ListPage
      title="Instrutores"
      bulk={{ kind: 'instructor' }}
      list={list}
      sortButton
      actions={
        <Button component={Link} to="/Instrutor-new">
          Novo
        </Button>
      }
      query={instructors}
      rowKey={(i) => i.id}
      columns={[
        { header: 'ID', render: (i) => i.id },
        { header: 'Nome', render: (i) => i.nome },
        { header: 'CPF', render: (i) => i.cpf },
        { header: 'Localização', render: (i) => locationLabel(i.is_interno) },
      ]}
      rowActions={(i) => (
        <>
          <RowAction label="Editar" to={`/Instrutor-edit/${i.id}`} icon={<IconEdit size={18} />} />
          <DeleteRowAction
            confirm={{
              what: `o instrutor ${i.nome}`,
              message: instructorDeleteConfirmation(i.nome),
              remove: () => remove.mutateAsync(i.id),
              restorable: true,
            }}
          />
        </>
      )}
    />
  );
}
