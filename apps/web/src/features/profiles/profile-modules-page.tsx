import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { PROFILE_MESSAGES } from '@backoffice/domain/schemas/profile';
import { useSession } from '../../app/session.tsx';
import { LinkMultiSelect } from '../../components/link-multi-select.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { LoadError, Loading } from '../../components/states.tsx';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useAccountModules } from './api/use-account-modules.ts';
import { useProfile } from './api/use-profile.ts';
import { useProfileModuleLink } from './api/use-profile-module-link.ts';
import { useProfileModules } from './api/use-profile-modules.ts';

export default function ProfileModulesPage() {
  const id = useIdParam() ?? 0;
  const profile = useProfile(id);
  const modules = useAccountModules();
  const linked = useProfileModules(id);
  const { link, unlink } = useProfileModuleLink(id);
  // The server refuses changes to one's own profile: say so rather than let every click fail.
  const own = useSession().user.profile?.id === id;

  const loading = profile.isPending || modules.isPending || linked.isPending;
  const failed = profile.isError || modules.isError || linked.isError || (!loading && !profile.data);
  return (
    <>
      <PageHeader title={profile.data ? `Módulos do perfil ${profile.data.title}` : 'Módulos do perfil'} back="/Profiles" />
      {loading ? (
        <Loading />
      ) : failed ? (
        <LoadError />
      ) : (
        <Paper withBorder p="md" maw={720}>
          <Stack>
            {own ? (
              <Alert color="yellow">{PROFILE_MESSAGES.ownProfile}</Alert>
            ) : (
              <Text size="sm" c="dimmed">
                Cada módulo adicionado ou removido é aplicado imediatamente.
              </Text>
            )}
            <LinkMultiSelect
              label="Módulos"
              placeholder="Escolha os módulos"
              data={modules.data!.map((m) => ({ value: String(m.id), label: `${m.label} (${m.name})` }))}
              linked={linked.data!}
              onLink={link}
              onUnlink={unlink}
              disabled={own}
            />
            <Group>
              <Button onClick={() => void linked.refetch()}>Salvar</Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </>
  );
}
