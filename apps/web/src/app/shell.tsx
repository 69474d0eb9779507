import { AppShell, Alert, Anchor, Burger, Button, Group, NavLink, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { endSession } from '../lib/end-session.ts';
import { Loading } from '../components/states.tsx';
import { visibleMenu } from './menu.ts';
import { useSession } from './session.tsx';

export function Shell() {
  const { user, modules, links } = useSession();
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  const queryClient = useQueryClient();

  const logout = () => endSession(queryClient, links.login_url);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      footer={{ height: 40 }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Abrir menu" />
            <Title order={4}>Backoffice</Title>
          </Group>
          <Group>
            <Text size="sm">
              Olá, <Anchor href="#/profile">{user.first_name}</Anchor>
            </Text>
            <Anchor component="button" size="sm" onClick={logout}>
              Sair
            </Anchor>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Menu principal">
        <ScrollArea>
          {visibleMenu(modules, user.profile?.is_superadmin).map((entry) => (
            <NavLink
              key={entry.path}
              component={RouterNavLink}
              to={entry.path}
              label={entry.label}
              active={location.pathname === entry.path || location.pathname.startsWith(`${entry.path}-`)}
              onClick={close}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        {user.impersonated_by && (
          <Alert color="orange" mb="md" role="alert" aria-label="Acesso como outro usuário">
            <Group justify="space-between" wrap="wrap">
              <Text size="sm">
                Você está acessando como <b>{user.name}</b>. Acesso aberto por {user.impersonated_by.name}.
              </Text>
              <Button size="xs" color="orange" onClick={logout}>
                Encerrar acesso
              </Button>
            </Group>
          </Alert>
        )}
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <AppShell.Footer>
        <Group h="100%" px="md" gap="lg">
          <Anchor href={links.support_url} size="sm" target="_blank" rel="noreferrer">
            Suporte
          </Anchor>
          <Anchor href={links.cookies_url} size="sm">
            Configurações de cookies
          </Anchor>
          <Anchor href={links.blog_url} size="sm" target="_blank" rel="noreferrer">
            Blog
          </Anchor>
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}
