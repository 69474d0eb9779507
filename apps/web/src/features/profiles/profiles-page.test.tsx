import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import ProfilesPage from './profiles-page.tsx';

const PROFILES = [
  { id: 1, title: 'Administrador', is_admin: true, is_superadmin: false, userCount: 3 },
  { id: 2, title: 'Super Administrador', is_admin: true, is_superadmin: true, userCount: 1 },
  { id: 15, title: 'Gestor de Conteúdo', is_admin: false, is_superadmin: false, userCount: 2 },
  { id: 40, title: 'Marketing', is_admin: false, is_superadmin: false, userCount: 0 },
];

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ data: { profiles_collections: PROFILES } })));
});
afterEach(() => vi.unstubAllGlobals());

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
