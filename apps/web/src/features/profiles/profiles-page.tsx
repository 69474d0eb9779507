import { Button } from '@mantine/core';
import { IconEdit, IconLock, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RESERVED_PROFILE_IDS } from '@backoffice/domain/constants';
import { ListPage } from '../../components/list-page.tsx';
import { DeleteRowAction, RowAction } from '../../components/row-action.tsx';
import type { Profile } from './api/use-profiles.ts';
import { useDeleteProfile } from './api/use-delete-profile.ts';
import { useProfiles } from './api/use-profiles.ts';

export default function ProfilesPage() {
  const profiles = useProfiles();
  const remove = useDeleteProfile();
  return (
    <ListPage<Profile>
      title="Perfis Admin"
      bulk={{ kind: 'profile' }}
      actions={
        <Button component={Link} to="/Profile-new/">
          Novo perfil
        </Button>
      }
      query={profiles}
      rowKey={(p) => p.id}
      columns={[
        { header: 'ID', render: (p) => p.id },
        { header: 'Título', render: (p) => p.title },
        { header: 'Usuários', render: (p) => p.userCount },
      ]}
      rowActions={(p) => (
        <>
          <RowAction label="Usuários do perfil" to={`/Users-profile/${p.id}`} icon={<IconUsers size={18} />} />
          {!p.is_superadmin && (
            <>
              <RowAction label="Módulos" to={`/Profile-has-module/${p.id}`} icon={<IconLock size={18} />} />
              <RowAction label="Editar" to={`/Profile-edit/${p.id}`} icon={<IconEdit size={18} />} />
              {/* The profiles the rules refer to by id (dashboard blocks, owner lists) cannot be deleted. */}
              {!RESERVED_PROFILE_IDS.includes(p.id) && (
                <DeleteRowAction confirm={{ what: `o perfil ${p.title}`, remove: () => remove.mutateAsync(p.id), restorable: true }} />
              )}
            </>
          )}
        </>
      )}
    />
  );
}
