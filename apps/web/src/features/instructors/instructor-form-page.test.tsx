import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cpfFromBase, formatCpf } from '@backoffice/domain/documents';
import { INSTRUCTOR_MESSAGES } from '@backoffice/domain/schemas/instructor';
import { INVALID_CPF, required, tooLong } from '@backoffice/domain/schemas/messages';
import { createQueryClient } from '../../app/query-client.ts';
import type { InstructorQuery, SaveInstrutorRecordMutation } from '../../generated/lms/graphql.ts';
import { serverError, stubApi, type ApiStub } from '../../test/api-stub.ts';
import InstructorFormPage from './instructor-form-page.tsx';

const STORED = {
  id: 4,
  nome: 'Juliana Prado',
  cpf: formatCpf(cpfFromBase(205_908_114)),
  is_interno: true,
  is_active: true,
  updated_at: '2026-03-02T14:10:00.000Z',
};

let api: ApiStub;
let failNextSave = false;
beforeEach(() => {
  failNextSave = false;
  api = stubApi({
    graphql: {
      Instructor: ({ id }): InstructorQuery => ({ instrutor: id === STORED.id ? STORED : null }),
      SaveInstrutorRecord: ({ id, nome, cpf, is_interno }): SaveInstrutorRecordMutation => {
        if (failNextSave) throw serverError('Já existe um instrutor com este CPF.', 'CONFLICT');
        return { criaOuAtualizaInstrutor: { ...STORED, id: id ?? 9, nome, cpf, is_interno: is_interno === 1 } };
      },
    },
  });
});
afterEach(() => act(() => notifications.clean()));

/** The screen with the app's own query client (its mutation cache is what turns failures into toasts). */
function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/Instrutor-new', element: <InstructorFormPage /> },
      { path: '/Instrutor-edit/:id', element: <InstructorFormPage /> },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
/** The CPF mask (react-imask) listens to native input events. */
const typeCpf = (value: string) => fireEvent.input(field(/^CPF/), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('/Instrutor-new', () => {
  it('shows the validation messages under the fields, focuses the first, and sends nothing', async () => {
    renderPage('/Instrutor-new');
    expect(await screen.findByRole('heading', { name: 'Novo Instrutor' })).toBeTruthy();
    save();
    expect(await screen.findByText(INSTRUCTOR_MESSAGES.nameEmpty)).toBeTruthy();
    expect(screen.getByText(required('cpf'))).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Nome/));
    type(/^Nome/, 'x'.repeat(81));
    typeCpf('529.982.247-26');
    save();
    expect(await screen.findByText(tooLong('nome', 80))).toBeTruthy();
    expect(screen.getByText(INVALID_CPF)).toBeTruthy();
    expect(api.variablesOf('SaveInstrutorRecord')).toEqual([]);
  });

  it('creates with the masked CPF and the location as 1 or 0, then shows Salvo com sucesso!', async () => {
    renderPage('/Instrutor-new');
    await screen.findByRole('heading', { name: 'Novo Instrutor' });
    expect((screen.getByRole('radio', { name: 'Interno' }) as HTMLInputElement).checked).toBe(true);
    type(/^Nome/, '  Paula Reis ');
    typeCpf('52998224725');
    expect(field(/^CPF/).value).toBe('529.982.247-25');
    fireEvent.click(screen.getByRole('radio', { name: 'Externo' }));
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(api.variablesOf('SaveInstrutorRecord')).toEqual([{ nome: 'Paula Reis', cpf: '529.982.247-25', is_interno: 0 }]);
  });

  it('on a failed save shows Ocorreu um erro ao salvar o instrutor. and lets the user save again', async () => {
    failNextSave = true;
    renderPage('/Instrutor-new');
    await screen.findByRole('heading', { name: 'Novo Instrutor' });
    type(/^Nome/, 'Paula Reis');
    typeCpf('529.982.247-25');
    save();
    expect(await screen.findByText(INSTRUCTOR_MESSAGES.saveFailed)).toBeTruthy();
    expect(screen.getByText('Já existe um instrutor com este CPF.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    failNextSave = false;
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(api.variablesOf('SaveInstrutorRecord')).toHaveLength(2);
  });
});

describe('/Instrutor-edit/{id}', () => {
  it('loads the instructor and updates it with the version loaded, then returns to the list', async () => {
    const router = renderPage('/Instrutor-edit/4');
    expect(await screen.findByDisplayValue('Juliana Prado')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Editar Instrutor' })).toBeTruthy();
    expect(field(/^CPF/).value).toBe(STORED.cpf);
    type(/^Nome/, 'Juliana P. Prado');
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(api.variablesOf('SaveInstrutorRecord')).toEqual([
      { id: 4, updated_at: STORED.updated_at, nome: 'Juliana P. Prado', cpf: STORED.cpf, is_interno: 1 },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Instrutor'), { timeout: 3000 });
  });
});
