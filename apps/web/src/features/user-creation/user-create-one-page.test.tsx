import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@backoffice/domain/constants';
import type { CanManageUsersQuery } from '../../generated/account/graphql.ts';
import type { BranchOptionsQuery } from '../../generated/parceiro/graphql.ts';
import { stubApi, type RestHandler } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import UserCreateOnePage from './user-create-one-page.tsx';

/** The page, once it knows the caller may create users (the form) or not. */
async function renderPage(path?: string) {
  const rendered = renderWithApp(<UserCreateOnePage />, { path });
  await waitFor(() => expect(screen.queryByText('Carregando...')).toBeNull());
  return rendered;
}

const CREATE = 'POST /api/v1/:kind/create-users-from-dashboard';

/**
 * Answers whether the caller may create users (a super administrator or one of USER_MANAGER_IDS
 * by default), the branch options (the parceiro service's) and `create` for the creation call.
 */
function stubCreation(create: RestHandler, { canManage = true } = {}) {
  const api = stubApi({
    graphql: {
      CanManageUsers: (): CanManageUsersQuery => ({ can_manage_users: canManage }),
      BranchOptions: (): BranchOptionsQuery => ({
        branch_collections: [
          { id: 306849, value: 'Imobiliária' },
          { id: 298188, value: 'Comercial' },
        ],
      }),
    },
    rest: { [CREATE]: create },
  });
  return { creationCalls: () => api.requestsTo(CREATE) };
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

/** The masks (react-imask) listen to native input events. */
function typeMasked(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

async function pick(placeholder: string, option: string) {
  fireEvent.click(await screen.findByPlaceholderText(placeholder));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  // The dropdown closes with a transition; wait until its options are gone.
  await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));
}

async function fillPerson() {
  type('Nome', 'Mariana Couto');
  typeMasked('CPF', '52998224725');
  type('E-mail', 'mariana@corretora.com');
  typeMasked('Telefone', '11987654321');
  expect((screen.getByLabelText('CPF', { exact: false }) as HTMLInputElement).value).toBe('529.982.247-25');
  expect((screen.getByLabelText('Telefone', { exact: false }) as HTMLInputElement).value).toBe('(11) 98765-4321');
}

afterEach(() => vi.useRealTimers());

describe('UserCreateOnePage', () => {
  it('validates the broker fields with the domain messages and sends nothing', async () => {
    const { creationCalls } = stubCreation(() => ({ users_error: [] }));
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O campo nome é obrigatório!')).toBeTruthy();
    expect(screen.getByText('O campo cpf é obrigatório!')).toBeTruthy();
    expect(screen.getByText('O campo papel é obrigatório!')).toBeTruthy();
    expect(screen.getByText('O campo código susep é obrigatório!')).toBeTruthy();
    expect(screen.getByText('O campo susep grupo é obrigatório!')).toBeTruthy();
    expect(screen.queryByText('Ramo de atuação')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Nome', { exact: false }));
    expect(creationCalls()).toHaveLength(0);
  });

  it('asks a partner for the ramo instead of the broker fields', async () => {
    stubCreation(() => ({ users_error: [] }));
    await renderPage();
    fireEvent.click(screen.getByLabelText('Parceiro'));
    expect(screen.queryByPlaceholderText('Escolha o papel')).toBeNull();
    expect(screen.queryByText('Código Susep')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O campo ramo de atuação é obrigatório!')).toBeTruthy();
    expect(screen.queryByText('O campo papel é obrigatório!')).toBeNull();
  });

  it('sends a broker as text/plain JSON with digits and codes, then returns to the list after 3 s', async () => {
    const { creationCalls } = stubCreation(() => ({ users_error: [] }));
    const { router } = await renderPage('/User-create-one');
    await fillPerson();
    await pick('Escolha o papel', 'Sócio');
    type('Código Susep', 'A1B2');
    await pick('Escolha o grupo', 'SUSEP PLENA');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário criado com sucesso.')).toBeTruthy();

    const [sent] = creationCalls();
    expect(sent.url).toBe('/api/v1/corretor/create-users-from-dashboard');
    expect(sent.headers.get('content-type')).toContain('text/plain');
    expect(sent.body).toEqual({
      name: 'Mariana Couto',
      cpf: '52998224725',
      email: 'mariana@corretora.com',
      telefone: '11987654321',
      ramo: null,
      papel: 2,
      susep_externalId: 'A1B2',
      susep_grupo: 340432,
    });
    expect(router.state.location.pathname).toBe('/User-create-one');
    await act(async () => vi.advanceTimersByTime(3100));
    expect(router.state.location.pathname).toBe('/User');
  });

  it('starts an empty form on a new visit, even one made while this form is still on screen', async () => {
    stubCreation(() => ({ users_error: [] }));
    const { router } = await renderPage('/User-create-one');
    await fillPerson();
    // The way back from a list whose screen has not loaded yet: the same route, a new visit.
    await act(() => router.navigate('/User-create-one'));
    expect((screen.getByLabelText('Nome', { exact: false }) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('CPF', { exact: false }) as HTMLInputElement).value).toBe('');
  });

  it('sends a partner to the parceiro route with the chosen ramo id', async () => {
    const { creationCalls } = stubCreation(() => ({ users_error: [] }));
    await renderPage();
    await fillPerson();
    fireEvent.click(screen.getByLabelText('Parceiro'));
    await pick('Escolha o ramo de atuação', 'Imobiliária');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário criado com sucesso.')).toBeTruthy();
    const [sent] = creationCalls();
    expect(sent.url).toBe('/api/v1/parceiro/create-users-from-dashboard');
    expect(sent.body).toMatchObject({ cpf: '52998224725', ramo: 306849, papel: null, susep_grupo: null });
  });

  it('shows the first error the server lists, and the generic text when the request fails', async () => {
    let answer: RestHandler = () => ({ users_error: [{ error: 'Já existe um usuário com este CPF.' }, { error: 'Já existe um usuário com este e-mail.' }] });
    const { creationCalls } = stubCreation((call) => answer(call));
    await renderPage();
    await fillPerson();
    fireEvent.click(screen.getByLabelText('Parceiro'));
    await pick('Escolha o ramo de atuação', 'Comercial');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Já existe um usuário com este CPF.');
    expect(screen.queryByText('Já existe um usuário com este e-mail.')).toBeNull();

    // A network failure: fetch rejects.
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Ocorreu um erro ao subir usuário.'));
    expect(creationCalls()).toHaveLength(2);

    answer = () => Response.json({ error: 'Houve um erro interno.', code: 'INTERNAL' }, { status: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(creationCalls()).toHaveLength(3));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Ocorreu um erro ao subir usuário.'));
    expect(screen.queryByText('Usuário criado com sucesso.')).toBeNull();
  });

  it('tells an administrator who may not create users so at once, without the form', async () => {
    const { creationCalls } = stubCreation(() => ({ users_error: [] }), { canManage: false });
    await renderPage();
    expect(screen.getByText('Acesso negado')).toBeTruthy();
    expect(screen.getByText(MESSAGES.forbidden)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.queryByLabelText('Nome', { exact: false })).toBeNull();
    expect(creationCalls()).toHaveLength(0);
  });

  it("shows the server's reason when it refuses the creation, not the generic text", async () => {
    // The right was taken away after the screen opened: the server's refusal is all there is.
    const { creationCalls } = stubCreation(() => Response.json({ error: MESSAGES.forbidden, code: 'FORBIDDEN' }, { status: 403 }));
    await renderPage();
    await fillPerson();
    fireEvent.click(screen.getByLabelText('Parceiro'));
    await pick('Escolha o ramo de atuação', 'Comercial');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.forbidden);
    expect(creationCalls()).toHaveLength(1);
  });
});
