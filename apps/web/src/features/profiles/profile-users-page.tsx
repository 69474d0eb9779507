import { Anchor, Button } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPage } from '../../components/list-page.tsx';
import { download } from '../../lib/download.ts';
import { notifyError } from '../../lib/notify.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useProfile } from './api/use-profile.ts';
import { useUsersByProfile, type ProfileUser } from './api/use-users-by-profile.ts';

export default function ProfileUsersPage() {
  const id = useIdParam() ?? 0;
  const profile = useProfile(id);
  const users = useUsersByProfile(id);
  const [exporting, setExporting] = useState(false);
  const exportUsers = async () => {
    setExporting(true);
    await download(`/api/v1/account/reportUsersProfile?profileId=${id}`, `usuarios-perfil-${id}.xlsx`).catch(notifyError);
    setExporting(false);
  };
  return (
    <ListPage<ProfileUser>
      title={profile.data ? `Usuários ${profile.data.title}` : 'Usuários no perfil'}
      back="/Profiles"
      actions={
        <Button onClick={exportUsers} loading={exporting} variant="light">
          Exportar
        </Button>
      }
      query={users}
      rowKey={(u) => u.id}
      columns={[
        { header: 'ID', render: (u) => u.id },
        { header: 'Nome', render: (u) => u.name },
        { header: 'E-mail', render: (u) => u.mail },
        { header: 'UID', render: (u) => u.uid },
      ]}
      rowActions={(u) => (
        <Anchor component={Link} to={`/User-edit/${u.id}`}>
          Editar
        </Anchor>
      )}
    />
  );
}
