import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@backoffice/domain/constants';
import type { DeleteInstructorMutation, InstructorsQuery } from '../../generated/lms/graphql.ts';
import { stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import InstructorsPage from './instructors-page.tsx';

const ROWS: InstructorsQuery['instrutor_collection'] = [
  { id: 8, nome: 'Renata Albuquerque', cpf: '312.457.801-09', is_interno: true },
  { id: 7, nome: 'Marcelo Tavares', cpf: '487.120.336-10', is_interno: false },
];

let api: ApiStub;
beforeEach(() => {
  api = stubApi({
    graphql: {
      Instructors: (): InstructorsQuery => ({ instrutor_collection: ROWS, instrutor_count: 2 }),
      DeleteInstructor: (): DeleteInstructorMutation => ({ deleteInstrutor: true }),
    },
  });
});

const rowOf = async (nome: string) => within((await screen.findByRole('cell', { name: nome })).closest('tr')!);
const select = (label: string) => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
async function pick(label: string, option: string) {
  fireEvent.click(select(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));
}

describe('/Instrutor', () => {
  it('lists ID, Nome, CPF and Localização, 20 a page, with edit links and Novo', async () => {
    renderWithApp(<InstructorsPage />, { path: '/Instrutor' });
    expect(await screen.findByRole('heading', { name: 'Instrutores' })).toBeTruthy();
    const internal = await rowOf('Renata Albuquerque');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Selecionar', 'ID', 'Nome', 'CPF', 'Localização', 'Ações']);
    expect(internal.getByRole('cell', { name: '312.457.801-09' })).toBeTruthy();
    expect(internal.getByRole('cell', { name: 'Interno' })).toBeTruthy();
    expect(internal.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/Instrutor-edit/8');
    expect((await rowOf('Marcelo Tavares')).getByRole('cell', { name: 'Externo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Novo' }).getAttribute('href')).toBe('/Instrutor-new');
    expect(api.variablesOf('Instructors')[0]).toEqual({ search: null, limit: 20, page: 1, order: 'desc', orderby: 'id' });
  });

  it('orders only through Ordenar, once both the order-by and the order are chosen', async () => {
    renderWithApp(<InstructorsPage />, { path: '/Instrutor' });
    await rowOf('Renata Albuquerque');
    const sort = screen.getByRole('button', { name: 'Ordenar' }) as HTMLButtonElement;
    expect(sort.disabled).toBe(true);
    await pick('Ordenar por', 'Nome');
    expect(sort.disabled).toBe(true);
    await pick('Ordem', 'Crescente');
    expect(sort.disabled).toBe(false);
    expect(api.variablesOf('Instructors')).toHaveLength(1);
    fireEvent.click(sort);
    await waitFor(() => expect(api.variablesOf('Instructors').at(-1)).toMatchObject({ orderby: 'name', order: 'asc', page: 1 }));
  });

  it('warns that no new classroom can take the instructor before deleting, then reloads', async () => {
    renderWithApp(<InstructorsPage />, { path: '/Instrutor', toasts: true });
    fireEvent.click((await rowOf('Marcelo Tavares')).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.deleteTitle)).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Tem certeza que deseja excluir o instrutor Marcelo Tavares? Não será possível recuperar o registro após a exclusão. Novas turmas não poderão ser criadas com este instrutor.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MESSAGES.deleted)).toBeTruthy();
    expect(api.variablesOf('DeleteInstructor')).toEqual([{ id: 7 }]);
    await waitFor(() => expect(api.variablesOf('Instructors').length).toBeGreaterThan(1));
  });
});
