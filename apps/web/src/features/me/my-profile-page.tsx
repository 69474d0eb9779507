import { Badge, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { ACCOUNT_MODULES } from '@backoffice/domain/modules';
import { useSession } from '../../app/session.tsx';

export default function MyProfilePage() {
  const { user, modules } = useSession();
  const rows: [string, string][] = [
    ['Nome', user.name],
    ['E-mail', user.mail],
    ['Matrícula', user.uid],
    ['Perfil', user.profile ? `${user.profile.title}${user.profile.is_superadmin ? ' (Super Administrador)' : ''}` : 'Sem perfil'],
  ];
  return (
    <Stack maw={720}>
      <Title order={2}>Meu perfil</Title>
      <Paper withBorder>
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={160}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Title order={4}>Módulos liberados</Title>
      <Group gap="xs">
        {ACCOUNT_MODULES.filter((m) => modules.includes(m.name)).map((m) => (
          <Badge key={m.id} variant="light">
            {m.label}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
