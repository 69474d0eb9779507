import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClassroomsQuery } from '../../generated/lms/graphql.ts';
import { stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import ClassroomsPage from './classrooms-page.tsx';

type Row = ClassroomsQuery['classroom_collections'][number];

const ROWS: Row[] = [
  {
    id: 12,
    parent_id: null,
    datetime_start: '2026-03-10T12:00:00.000Z',
    datetime_end: null,
    course: { id: 5, title: 'Direção defensiva' },
    is_attendance_list: true,
    segmentations: ['Regional Sul', 'Comercial Norte'],
    totals: { subscribed: 6, present: 2, absent: 1, not_started: 3 },
  },
  {
    id: 11,
    parent_id: null,
    datetime_start: null,
    datetime_end: null,
    course: { id: 6, title: 'Oficina de vendas' },
    is_attendance_list: false,
    segmentations: [],
    totals: { subscribed: 0, present: 0, absent: 0, not_started: 0 },
  },
];

let api: ApiStub;
let rows: Row[];

beforeEach(() => {
  rows = ROWS;
  api = stubApi({
    graphql: {
      Classrooms: (): ClassroomsQuery => ({ classroom_collections: rows, classroom_count: rows.length }),
      DeleteClassroom: ({ id }) => {
        rows = rows.filter((r) => r.id !== id);
        return { deleteClassroom: true };
      },
    },
  });
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('/Classroom', () => {
  it('shows the course, Lista realizada, the totals, the segmentation and the start', async () => {
    renderWithApp(<ClassroomsPage />, { path: '/Classroom' });
    expect(await screen.findByRole('heading', { name: 'Turmas Presenciais' })).toBeTruthy();
    const first = await waitFor(() => rowOf('Direção defensiva'));
    expect(within(first).getByText('Sim')).toBeTruthy();
    expect(first.textContent).toContain('Concluídos: 2');
    expect(first.textContent).toContain('Ausentes: 1');
    expect(first.textContent).toContain('Não iniciados: 3');
    expect(first.textContent).toContain('Regional Sul, Comercial Norte');
    expect(first.textContent).toContain('10/03/2026 09:00');
    expect(within(rowOf('Oficina de vendas')).getByText('Não')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Lista de presença' }).getAttribute('href')).toBe('/Classroom-subscription/12');
    expect(within(first).getByRole('link', { name: 'Segmentar' }).getAttribute('href')).toBe('/segmentation/Classroom/12');
    expect(within(first).getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/Classroom-edit/12');
    expect(within(first).getByRole('link', { name: 'Subturmas' }).getAttribute('href')).toBe('/SubClassroom/12');
    expect(screen.getByRole('link', { name: 'Nova Turma' }).getAttribute('href')).toBe('/Classroom-new');
    expect(api.variablesOf('Classrooms')[0]).toMatchObject({ limit: 20, page: 1, order: 'desc', orderby: 'id', parent_id: null });
  });

  it('offers Subturmas only on classrooms without a parent (one level)', async () => {
    rows = [{ ...ROWS[0], parent_id: 3 }, ROWS[1]];
    renderWithApp(<ClassroomsPage />, { path: '/Classroom' });
    const child = await waitFor(() => rowOf('Direção defensiva'));
    expect(within(child).queryByRole('link', { name: 'Subturmas' })).toBeNull();
    expect(within(rowOf('Oficina de vendas')).getByRole('link', { name: 'Subturmas' }).getAttribute('href')).toBe('/SubClassroom/11');
  });

  it('deletes after the confirmation, then says so and reloads', async () => {
    renderWithApp(<ClassroomsPage />, { path: '/Classroom', toasts: true });
    const first = await waitFor(() => rowOf('Direção defensiva'));
    fireEvent.click(within(first).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(/Tem certeza que deseja excluir a turma #12\?/)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Exclusão concluída com sucesso!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Direção defensiva')).toBeNull());
    expect(api.variablesOf('DeleteClassroom')).toEqual([{ id: 12 }]);
  });
});

describe('/SubClassroom/{parent_id}', () => {
  it('lists the sub-classrooms of the classroom in the route, with a new sub-classroom and a way back', async () => {
    rows = ROWS.map((r) => ({ ...r, parent_id: 4 }));
    renderWithApp(<ClassroomsPage />, { path: '/SubClassroom/4', route: '/SubClassroom/:parent_id' });
    expect(await screen.findByRole('heading', { name: 'Subturmas da turma #4' })).toBeTruthy();
    const first = await waitFor(() => rowOf('Direção defensiva'));
    expect(first.textContent).toContain('Concluídos: 2');
    expect(within(first).getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/Classroom-edit/12');
    expect(within(first).queryByRole('link', { name: 'Subturmas' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Nova subturma' }).getAttribute('href')).toBe('/Classroom-new/4');
    expect(screen.getByRole('link', { name: /voltar/i }).getAttribute('href')).toBe('/Classroom');
    expect(api.variablesOf('Classrooms')[0]).toMatchObject({ parent_id: 4, limit: 20, page: 1 });
  });
});
