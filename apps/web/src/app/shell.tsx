import { AppShell, Alert, Anchor, Burger, Button, em, getBreakpointValue, Group, NavLink, ScrollArea, Text, Title, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, type KeyboardEvent } from 'react';
import { NavLink as RouterNavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { endSession } from '../lib/end-session.ts';
import { Loading } from '../components/states.tsx';
import { visibleMenu } from './menu.ts';
import { useSession } from './session.tsx';
import { SearchButton, useSearchShortcut } from '../features/global-search/search-button.tsx';

// Its own chunk, loaded on the first Ctrl+K: the shell stays as small as it was.
const SearchPalette = lazy(() => import('../features/global-search/search-palette.tsx'));

/**
 * Below this width (62em, 992 px) the menu hides behind the burger: its 250 px would leave the
 * screens too little room (at 800 px the tables lost their actions).
 */
const MENU_BREAKPOINT = 'md';
const NAV_ID = 'main-menu';

/** Whether the screen is below MENU_BREAKPOINT, with the same bound as AppShell's own media query. */
function useNarrowScreen() {
  const theme = useMantineTheme();
  const below = em(getBreakpointValue(MENU_BREAKPOINT, theme.breakpoints) - 0.1);
  return useMediaQuery(`(max-width: ${below})`, false, { getInitialValueInEffect: false });
}

export function Shell() {
  const { user, modules, links } = useSession();
  const [opened, { toggle, close }] = useDisclosure();
  const narrow = useNarrowScreen();
  const burger = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const queryClient = useQueryClient();
  const [searching, search] = useDisclosure();
  useSearchShortcut(search.open);

  const logout = () => endSession(queryClient, links.login_url);
  // A collapsed menu is only slid out of sight: inert keeps the keyboard and screen readers out of it too.
  const menuHidden = narrow && !opened;
  // While the next screen's code loads, the router keeps the last one on screen. What is typed
  // there would go to a screen about to be replaced (the form just saved, with its values), so it
  // takes no input until the next one is shown.
  const leaving = useNavigation().state === 'loading';
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !narrow || !opened) return;
    close();
    burger.current?.focus();
  };

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 250, breakpoint: MENU_BREAKPOINT, collapsed: { mobile: !opened } }} footer={{ height: 40 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Burger
              ref={burger}
              opened={opened}
              onClick={toggle}
              hiddenFrom={MENU_BREAKPOINT}
              size="sm"
              aria-label="Abrir menu"
              aria-expanded={opened}
              aria-controls={NAV_ID}
            />
            <Title order={4}>Backoffice</Title>
          </Group>
          <Group>
            <SearchButton onClick={search.open} />
            <Text size="sm">
              Olá, <Anchor href="#/profile">{user.first_name}</Anchor>
            </Text>
            <Anchor component="button" size="sm" onClick={logout}>
              Sair
            </Anchor>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" id={NAV_ID} aria-label="Menu principal" inert={menuHidden} onKeyDown={closeOnEscape}>
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
      <AppShell.Main inert={leaving} aria-busy={leaving}>
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
      {searching && (
        <Suspense fallback={null}>
          <SearchPalette onClose={search.close} />
        </Suspense>
      )}
    </AppShell>
  );
}
