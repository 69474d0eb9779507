import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { visibleMenu } from '../../app/menu.ts';
import { useSession } from '../../app/session.tsx';

export default function HomePage() {
  const { user, modules } = useSession();
  const shortcuts = visibleMenu(modules, user.profile?.is_superadmin).filter((entry) => entry.path !== '/home');
  return (
    <>
      <Title order={2} mb="xs">
        Olá, {user.first_name}!
      </Title>
      <Text c="dimmed" mb="lg">
        Bem-vindo ao backoffice. Escolha uma área para começar.
      </Text>
      {shortcuts.length === 0 ? (
        <Text>Seu perfil ainda não tem módulos liberados. Procure o administrador do sistema.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {shortcuts.map((entry) => (
            <Card key={entry.path} component={Link} to={entry.path} withBorder padding="lg">
              <Text fw={600}>{entry.label}</Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
