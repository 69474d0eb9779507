import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_EDIT_MESSAGES } from '@backoffice/domain/schemas/user';
import type { ProfileOptionsQuery, UpdateUserMutation, UserQuery } from '../../generated/account/graphql.ts';
import { stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import type { User } from './api/use-user.ts';
import UserEditPage from './user-edit-page.tsx';

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

let api: ApiStub;

const OPTIONS = [
  { id: 1, title: 'Administrador' },
  { id: 15, title: 'Gestor de Conteúdo' },
];

/** The account endpoint: user 7, the profiles the caller may give them and UpdateUser. */
function stubAccount(user: User, options = OPTIONS) {
  api = stubApi({
    graphql: {
      User: ({ id }): UserQuery => ({ user: id === user.id ? user : null }),
      ProfileOptions: (): ProfileOptionsQuery => ({ user_profile_options: options }),
      UpdateUser: ({ id, input }): UpdateUserMutation => ({
        updateUser: { id, name: input.name, is_blocked: input.is_blocked, updated_at: '2026-01-03T10:00:00.000Z' },
      }),
    },
  });
}
const saved = () => api.variablesOf('UpdateUser');
const renderPage = () => renderWithApp(<UserEditPage />, { path: '/User-edit/7', route: '/User-edit/:id' });

const reason = () => screen.queryByLabelText('Motivo do bloqueio') as HTMLTextAreaElement | null;
const checkbox = () => screen.getByLabelText('Bloquear usuário') as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

beforeEach(() => stubAccount(BLOCKED));
afterEach(() => vi.useRealTimers());

describe('/User-edit', () => {
  it('loads the user: blocked, with the reason shown', async () => {
    renderPage();
    expect(await screen.findByDisplayValue('Carla Souza')).toBeTruthy();
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('carla.souza@demo.local');
    expect((screen.getByLabelText(/^User ID \(UID\)/) as HTMLInputElement).value).toBe('10000015838');
    await waitFor(() => expect(screen.getByDisplayValue('Administrador')).toBeTruthy());
    expect(checkbox().checked).toBe(true);
    expect(reason()?.value).toBe('Pediu desligamento');
  });

  it('hides and clears the reason when unchecked; checking again shows it empty', async () => {
    renderPage();
    await screen.findByDisplayValue('Pediu desligamento');
    fireEvent.click(checkbox());
    expect(checkbox().checked).toBe(false);
    expect(reason()).toBeNull();
    fireEvent.click(checkbox());
    expect(reason()?.value).toBe('');
  });

  it('unblocking sends is_blocked 0 and no reason, then says saved and returns to /User after 2 s', async () => {
    const { router } = renderPage();
    await screen.findByDisplayValue('Pediu desligamento');
    fireEvent.click(checkbox());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(saved()).toEqual([
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
    stubAccount({ ...BLOCKED, is_blocked: 0, blocked_description: null });
    renderPage();
    await screen.findByDisplayValue('Carla Souza');
    expect(reason()).toBeNull();
    fireEvent.click(checkbox());
    fireEvent.change(reason()!, { target: { value: '  Acesso indevido  ' } });
    save();
    await screen.findByText('Salvo com sucesso!');
    expect(saved()[0].input).toMatchObject({ is_blocked: 1, blocked_description: 'Acesso indevido' });
  });

  it('refuses the form with the domain messages and sends nothing', async () => {
    renderPage();
    await screen.findByDisplayValue('Carla Souza');
    fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'sem-arroba' } });
    fireEvent.change(reason()!, { target: { value: 'r'.repeat(256) } });
    save();
    expect(await screen.findByText('O campo nome é obrigatório!')).toBeTruthy();
    expect(screen.getByText('Informe um e-mail válido.')).toBeTruthy();
    expect(screen.getByText('O campo motivo do bloqueio deve ter no máximo 255 caracteres.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Nome/));
    expect(saved()).toEqual([]);
  });

  it('offers only the profiles the server lets the caller give this user, keeping the current one', async () => {
    // An administrator who may not give 'Administrador' (it holds modules they lack).
    stubAccount(BLOCKED, [
      { id: 15, title: 'Gestor de Conteúdo' },
      { id: 30, title: 'Somente Mídia' },
    ]);
    renderPage();
    const select = await waitFor(() => screen.getByDisplayValue('Administrador'));
    expect(api.variablesOf('ProfileOptions')).toEqual([{ user_id: 7 }]);
    fireEvent.click(select);
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['Administrador', 'Gestor de Conteúdo', 'Somente Mídia']);
    fireEvent.click(screen.getByRole('option', { name: 'Somente Mídia' }));
    save();
    await screen.findByText('Salvo com sucesso!');
    expect(saved()[0].input.profile_id).toBe(30);
  });

  it('locks the profile when the caller may give this user none (their own user, say)', async () => {
    stubAccount(BLOCKED, []);
    renderPage();
    const select = (await waitFor(() => screen.getByDisplayValue('Administrador'))) as HTMLInputElement;
    await waitFor(() => expect(select.disabled).toBe(true));
    expect(screen.getByText(USER_EDIT_MESSAGES.profileLocked)).toBeTruthy();
    save();
    await screen.findByText('Salvo com sucesso!');
    expect(saved()[0].input.profile_id).toBe(1);
  });

  it('clears the profile with the select', async () => {
    renderPage();
    await waitFor(() => expect(screen.getByDisplayValue('Administrador')).toBeTruthy());
    const clear = document.querySelector('.mantine-Select-section button, button.mantine-CloseButton-root') as HTMLButtonElement;
    expect(clear).toBeTruthy();
    fireEvent.click(clear);
    save();
    await screen.findByText('Salvo com sucesso!');
    expect(saved()[0].input.profile_id).toBeNull();
  });
});
