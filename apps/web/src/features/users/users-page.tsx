import { Button } from '@mantine/core';
import { IconEdit, IconFilter, IconLogin2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { ListPage } from '../../components/list-page.tsx';
import { RowAction } from '../../components/row-action.tsx';
import { useListState } from '../../components/use-list-state.ts';
import { ApiError } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { useCanManageUsers } from '../../lib/use-can-manage-users.ts';
import { useImpersonateUser } from './api/use-impersonate-user.ts';
import { useUsers } from './api/use-users.ts';
import type { UserListItem } from './api/use-users.ts';
import { openInNewTab } from './open-in-new-tab.ts';

/** /User: the users, with edit, segmentation and 'log in as' per row. */
export default function UsersPage() {
  const { user: me } = useSession();
  const list = useListState();
  const users = useUsers(list);
  const canManage = useCanManageUsers().data === true;
  const impersonate = useImpersonateUser();

  // The server's refusals arrive as toasts through the query client; a blocked pop-up is reported here.
  const logInAs = (row: UserListItem) =>
    openInNewTab(async () => (await impersonate.mutateAsync(row.id)).url).catch((error: unknown) => {
      if (!(error instanceof ApiError)) notifyError(error);
    });

  return (
    <ListPage<UserListItem>
      title="Usuários"
      bulk={{ kind: 'user' }}
      actions={
        canManage && (
          <>
            <Button component={Link} to="/User-create-one">
              Novo usuário
            </Button>
            <Button component={Link} to="/User-create-batch" variant="light">
              Criar usuários em lote
            </Button>
          </>
        )
      }
      list={list}
      query={users}
      rowKey={(u) => u.id}
      columns={[
        { header: 'ID', render: (u) => u.id },
        { header: 'Nome', render: (u) => u.name },
        { header: 'Perfil', render: (u) => u.profile?.title ?? 'Sem perfil' },
      ]}
      rowActions={(u) => (
        <>
          <RowAction label="Editar" to={`/User-edit/${u.id}`} icon={<IconEdit size={18} />} />
          <RowAction label="Segmentações do usuário" to={`/segmentation/User/${u.id}`} icon={<IconFilter size={18} />} />
          {canManage && u.id !== me.id && <RowAction label="Acessar como este usuário" onClick={() => void logInAs(u)} icon={<IconLogin2 size={18} />} />}
        </>
      )}
    />
  );
}
