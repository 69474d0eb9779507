import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import type { User } from './api/types.ts';
import UserEditPage from './user-edit-page.tsx';

vi.mock('../../lib/use-id-param.ts', () => ({ useIdParam: () => 7 }));

const BLOCKED: User = {
  id: 7,
  name: 'Carla Souza',
  mail: 'carla.souza@demo.local',
  uid: '10000015838',
  profile_id: 1,
  profile: { id: 1, title: 'Administrador', is_admin: true, is_superadmin: false },
  is_blocked: 1,
  blocked_description: 'Pediu desligamento',
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
};

let saved: Array<{ id: number; input: Record<string, unknown> }>;

/** A fake account GraphQL endpoint: the user, the profile options and updateUser. */
function stubApi(user: User) {
  saved = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query, variables } = JSON.parse(String(init.body));
      let data: unknown;
      if (query.includes('updateUser')) {
        saved.push(variables);
        data = { updateUser: { id: variables.id, name: variables.input.name, is_blocked: variables.input.is_blocked } };
      } else if (query.includes('user_profile_options')) {
        data = { user_profile_options: [{ id: 1, title: 'Administrador' }, { id: 15, title: 'Gestor de Conteúdo' }] };
      } else {
        data = { user };
      }
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

const reason = () => screen.queryByLabelText('Motivo do bloqueio') as HTMLTextAreaElement | null;
const checkbox = () => screen.getByLabelText('Bloquear usuário') as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

beforeEach(() => stubApi(BLOCKED));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('/User-edit', () => {
  it('loads the user: blocked, with the reason shown', async () => {
    renderWithApp(<UserEditPage />, { path: '/User-edit/7' });
    expect(await screen.findByDisplayValue('Carla Souza')).toBeTruthy();
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('carla.souza@demo.local');
    expect((screen.getByLabelText(/^User ID \(UID\)/) as HTMLInputElement).value).toBe('10000015838');
    await waitFor(() => expect(screen.getByDisplayValue('Administrador')).toBeTruthy());
    expect(checkbox().checked).toBe(true);
    expect(reason()?.value).toBe('Pediu desligamento');
  });

  it('hides and clears the reason when unchecked; checking again shows it empty', async () => {
    renderWithApp(<UserEditPage />, { path: '/User-edit/7' });
    await screen.findByDisplayValue('Pediu desligamento');
    fireEvent.click(checkbox());
    expect(checkbox().checked).toBe(false);
    expect(reason()).toBeNull();
    fireEvent.click(checkbox());
    expect(reason()?.value).toBe('');
  });

  it('unblocking sends is_blocked 0 and no reason, then says saved and returns to /User after 2 s', async () => {
    const { router } = renderWithApp(<UserEditPage />, { path: '/User-edit/7' });
    await screen.findByDisplayValue('Pediu desligamento');
    fireEvent.click(checkbox());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(saved).toEqual([
      {
        id: 7,
        updated_at: BLOCKED.updated_at,
        input: { name: 'Carla Souza', mail: 'carla.souza@demo.local', uid: '10000015838', profile_id: 1, is_blocked: 0, blocked_description: null },
      },
    ]);
    await act(async () => vi.advanceTimersByTime(2100));
    expect(router.state.location.pathname).toBe('/User');
  });

  it('blocking sends is_blocked 1 with the typed reason, trimmed', async () => {
    stubApi({ ...BLOCKED, is_blocked: 0, blocked_description: null });
    renderWithApp(<UserEditPage />, { path: '/User-edit/7' });
    await screen.findByDisplayValue('Carla Souza');
    expect(reason()).toBeNull();
    fireEvent.click(checkbox());
    fireEvent.change(reason()!, { target: { value: '  Acesso indevido  ' } });
    save();
    await screen.findByText('Salvo com sucesso!');
    expect(saved[0].input).toMatchObject({ is_blocked: 1, blocked_description: 'Acesso indevido' });
  });

  it('refuses the form with the domain messages and sends nothing', async () => {
    renderWithApp(<UserEditPage />, { path: '/User-edit/7' });
    await screen.findByDisplayValue('Carla Souza');
    fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'sem-arroba' } });
    fireEvent.change(reason()!, { target: { value: 'r'.repeat(256) } });
    save();
    expect(await screen.findByText('O campo nome é obrigatório!')).toBeTruthy();
    expect(screen.getByText('Informe um e-mail válido.')).toBeTruthy();
    expect(screen.getByText('O campo motivo do bloqueio deve ter no máximo 255 caracteres.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Nome/));
    expect(saved).toEqual([]);
  });

  it('clears the profile with the select', async () => {
    renderWithApp(<UserEditPage />, { path: '/User-edit/7' });
    await waitFor(() => expect(screen.getByDisplayValue('Administrador')).toBeTruthy());
    const clear = document.querySelector('.mantine-Select-section button, button.mantine-CloseButton-root') as HTMLButtonElement;
    expect(clear).toBeTruthy();
    fireEvent.click(clear);
    save();
    await screen.findByText('Salvo com sucesso!');
    expect(saved[0].input.profile_id).toBeNull();
  });
});
