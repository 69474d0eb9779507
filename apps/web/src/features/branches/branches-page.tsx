import { Button } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import { branchDeleteConfirmation, RESERVED_BRANCH_IDS } from '@backoffice/domain/schemas/branch';
import { ListPage } from '../../components/list-page.tsx';
import { DeleteRowAction, RowAction } from '../../components/row-action.tsx';
import { useListState } from '../../components/use-list-state.ts';
import { useBranches } from './api/use-branches.ts';
import { useDeleteBranch } from './api/use-delete-branch.ts';

export default function BranchesPage() {
  const list = useListState();
  const branches = useBranches(list);
  const remove = useDeleteBranch();
  return (
    <ListPage
      title="Ramos de atuação"
      bulk={{ kind: 'branch' }}
      list={list}
      actions={
        <Button component={Link} to="/Branch-new">
          Novo ramo de atuação
        </Button>
      }
      query={branches}
      rowKey={(b) => b.id}
      columns={[
        { header: 'ID', render: (b) => b.id },
        { header: 'Título', render: (b) => b.value },
      ]}
      rowActions={(b) => (
        <>
          <RowAction label="Editar" to={`/Branch-edit/${b.id}`} icon={<IconEdit size={18} />} />
          {/* The branches the rules need (real estate, status) cannot be deleted. */}
          {!RESERVED_BRANCH_IDS.includes(b.id) && (
            <DeleteRowAction
              confirm={{
                what: `o ramo de atuação ${b.value}`,
                message: branchDeleteConfirmation(b.value),
                remove: () => remove.mutateAsync(b.id),
                restorable: true,
              }}
            />
          )}
        </>
      )}
    />
  );
}
