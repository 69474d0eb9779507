import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProfilesQuery } from '../../generated/account/graphql.ts';
import { stubApi } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import ProfilesPage from './profiles-page.tsx';

const updated_at = '2026-01-02T10:00:00.000Z';
const PROFILES: ProfilesQuery['profiles_collections'] = [
  { id: 1, title: 'Administrador', is_admin: true, is_superadmin: false, userCount: 3, updated_at },
  { id: 2, title: 'Super Administrador', is_admin: true, is_superadmin: true, userCount: 1, updated_at },
  { id: 15, title: 'Gestor de Conteúdo', is_admin: false, is_superadmin: false, userCount: 2, updated_at },
  { id: 40, title: 'Marketing', is_admin: false, is_superadmin: false, userCount: 0, updated_at },
];

beforeEach(() => {
  stubApi({ graphql: { Profiles: (): ProfilesQuery => ({ profiles_collections: PROFILES }) } });
});

const row = (title: string) => screen.getByRole('cell', { name: title }).closest('tr')!;
/** The labels of a row's actions, links and buttons alike, in order. */
const actions = (title: string) => [...row(title).querySelectorAll('a[aria-label], button[aria-label]')].map((a) => a.getAttribute('aria-label'));

describe('/Profiles', () => {
  it('offers no deletion of the profiles the rules refer to by id', async () => {
    renderWithApp(<ProfilesPage />, { path: '/Profiles' });
    expect(await screen.findByRole('cell', { name: 'Marketing' })).toBeTruthy();
    expect(actions('Administrador')).toEqual(['Usuários do perfil', 'Módulos', 'Editar']);
    expect(actions('Gestor de Conteúdo')).toEqual(['Usuários do perfil', 'Módulos', 'Editar']);
    expect(actions('Super Administrador')).toEqual(['Usuários do perfil']);
    expect(actions('Marketing')).toEqual(['Usuários do perfil', 'Módulos', 'Editar', 'Excluir']);
  });
});
