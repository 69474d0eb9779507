import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@backoffice/domain/constants';
import { createQueryClient } from '../../app/query-client.ts';
import type { BranchOptionsQuery, ParceiroQuery, SaveParceiroRecordMutation } from '../../generated/parceiro/graphql.ts';
import { serverError, stubApi, type ApiStub } from '../../test/api-stub.ts';
import type { Parceiro } from './api/use-parceiro.ts';
import ParceiroEditPage from './parceiro-edit-page.tsx';

const V1 = '2026-03-02T14:10:00.000Z';
const V2 = '2026-03-02T14:12:30.500Z';

let stored: Parceiro;
let api: ApiStub;
/** How the fake server answers the next saves, in order. */
let answers: Array<'saved' | 'conflict'>;

/** The parceiro endpoint: the partner, the branch options and SaveParceiroRecord. */
function stubParceiro() {
  stored = {
    id: 5,
    name: 'Maria Lima',
    email: 'maria@exemplo.com.br',
    cpf: '52998224725',
    company: 'Imob Lima',
    role: 'Gerente',
    phone: '11912345678',
    branch: { id: 400, value: 'Seguros' },
    aprovado: null,
    status: null,
    cnpj_cpf_imobiliaria: null,
    cod_imobiliaria: null,
    created_at: '2026-03-01T10:00:00.000Z',
    created_by: 1,
    updated_at: V1,
    updated_by: 1,
    user_id: 30,
  };
  api = stubApi({
    graphql: {
      Parceiro: ({ id }): ParceiroQuery => ({ cadastro: id === stored.id ? stored : null }),
      BranchOptions: (): BranchOptionsQuery => ({ branch_collections: [{ id: 400, value: 'Seguros' }] }),
      SaveParceiroRecord: ({ input }): SaveParceiroRecordMutation => {
        if (answers.shift() === 'conflict') throw serverError(MESSAGES.staleRecord, 'CONFLICT');
        stored = { ...stored, name: input.name, updated_at: V2 };
        return { createOrUpdateCadastro: stored };
      },
    },
  });
}
const saves = () => api.variablesOf('SaveParceiroRecord');

/** The screen with the app's own query client, whose mutation cache turns server errors into toasts. */
function renderPage() {
  const router = createMemoryRouter([{ path: '/Parceiro-edit/:id', element: <ParceiroEditPage /> }], { initialEntries: ['/Parceiro-edit/5'] });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const name = () => screen.getByLabelText(/^Nome/) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

beforeEach(stubParceiro);
afterEach(() => act(() => notifications.clean()));

describe('/Parceiro-edit and the record version', () => {
  it('saves with the version loaded, then with the refetched one; a refusal shows the server message and keeps the values', async () => {
    answers = ['saved', 'conflict'];
    renderPage();
    await screen.findByDisplayValue('Maria Lima');

    fireEvent.change(name(), { target: { value: 'Maria Lima Souza' } });
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(saves()[0]).toMatchObject({ id: 5, updated_at: V1, input: { name: 'Maria Lima Souza' } });

    // Meanwhile someone else saved: the server refuses the next save built on V2.
    fireEvent.change(name(), { target: { value: 'Maria L. Souza' } });
    save();
    expect(await screen.findByText(MESSAGES.staleRecord)).toBeTruthy();
    expect(saves()[1]).toMatchObject({ id: 5, updated_at: V2, input: { name: 'Maria L. Souza' } });
    expect(name().value).toBe('Maria L. Souza');
  });
});
