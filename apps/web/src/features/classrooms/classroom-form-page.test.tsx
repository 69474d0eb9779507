import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
// The app loads the pt-BR calendar names in main.tsx.
import 'dayjs/locale/pt-br';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLASSROOM_MESSAGES } from '@backoffice/domain/schemas/classroom';
import { PUBLISHING_MESSAGES } from '@backoffice/domain/schemas/publishing';
import { createQueryClient } from '../../app/query-client.ts';
import type { ClassroomQuery, InstructorOptionsQuery, PresentialCourseOptionsQuery, SaveClassroomRecordMutation } from '../../generated/lms/graphql.ts';
import { serverError, stubApi, type ApiStub } from '../../test/api-stub.ts';
import type { Classroom } from './api/use-classroom.ts';
import ClassroomFormPage from './classroom-form-page.tsx';

const STORED: Classroom = {
  id: 8,
  parent_id: null,
  title: '-',
  address: 'Av. Paulista, 1000',
  externalPage: 'https://sala.exemplo.com.br',
  limit_registrations: 30,
  datetime_start: '2026-03-10T12:00:00.000Z',
  datetime_end: '2026-03-10T20:00:00.000Z',
  datetime_registration_start: '2026-02-01T12:00:00.000Z',
  datetime_registration_end: '2026-03-01T12:00:00.000Z',
  active: 1,
  is_public: 0,
  is_specific: 1,
  date_publish: '2026-01-01T03:00:00.000Z',
  date_unpublish: '2026-05-01T03:00:00.000Z',
  is_attendance_list: false,
  segmentations: [],
  totals: { absent: 0, not_started: 0, present: 0, subscribed: 0 },
  created_at: '2026-01-01T10:00:00.000Z',
  userowner_id: 3,
  userowner_name: 'Carla Criadora',
  course_id: 5,
  course: { id: 5, title: 'Direção defensiva' },
  instrutor: { id: 2, nome: 'Marta Instrutora' },
  receipt: null,
  updated_at: '2026-01-01T10:00:00.000Z',
};

let api: ApiStub;
let stored: Classroom;
let failSave = false;

beforeEach(() => {
  stored = STORED;
  failSave = false;
  api = stubApi({
    graphql: {
      Classroom: ({ id }): ClassroomQuery => ({ classroom: id === stored.id ? stored : null }),
      PresentialCourseOptions: (): PresentialCourseOptionsQuery => ({ courses_collections: [{ id: 5, title: 'Direção defensiva' }] }),
      InstructorOptions: (): InstructorOptionsQuery => ({ instrutor_collection: [{ id: 2, nome: 'Marta Instrutora', is_active: true }] }),
      SaveClassroomRecord: (vars): SaveClassroomRecordMutation => {
        if (failSave) throw serverError('Curso presencial não encontrado.');
        return { createOrUpdateClassroom: { ...stored, id: vars.id ?? 99 } };
      },
    },
  });
});
afterEach(() => act(() => notifications.clean()));

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/Classroom-new', element: <ClassroomFormPage /> },
      { path: '/Classroom-new/:parent_id', element: <ClassroomFormPage /> },
      { path: '/Classroom-edit/:id', element: <ClassroomFormPage /> },
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

const box = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('/Classroom-new', () => {
  it('starts public, not specific, inactive, with the publish date set', async () => {
    renderPage('/Classroom-new');
    expect(await screen.findByRole('heading', { name: 'Nova Turma' })).toBeTruthy();
    expect(box('Pública').checked).toBe(true);
    expect(box('Específica').checked).toBe(false);
    expect(box('Ativo').checked).toBe(false);
    expect(screen.queryByText(CLASSROOM_MESSAGES.publishRequired)).toBeNull();
    expect(screen.getByRole('link', { name: /voltar/i }).getAttribute('href')).toBe('/Classroom');
  });

  it('keeps exactly one of public and specific on', async () => {
    renderPage('/Classroom-new');
    await screen.findByRole('heading', { name: 'Nova Turma' });
    fireEvent.click(box('Específica'));
    expect([box('Pública').checked, box('Específica').checked]).toEqual([false, true]);
    fireEvent.click(box('Específica'));
    expect([box('Pública').checked, box('Específica').checked]).toEqual([true, false]);
    fireEvent.click(box('Pública'));
    expect([box('Pública').checked, box('Específica').checked]).toEqual([false, true]);
  });

  it('shows every required message of the validation rules and sends nothing', async () => {
    renderPage('/Classroom-new');
    await screen.findByRole('heading', { name: 'Nova Turma' });
    save();
    expect(await screen.findByText(CLASSROOM_MESSAGES.courseRequired)).toBeTruthy();
    for (const message of [
      CLASSROOM_MESSAGES.addressRequired,
      CLASSROOM_MESSAGES.limitRequired,
      CLASSROOM_MESSAGES.instructorRequired,
      CLASSROOM_MESSAGES.unpublishRequired,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getAllByText(CLASSROOM_MESSAGES.startRequired)).toHaveLength(2);
    expect(screen.getAllByText(CLASSROOM_MESSAGES.endRequired)).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(/Link da sala virtual/), { target: { value: 'sem protocolo' } });
    save();
    expect(await screen.findByText(CLASSROOM_MESSAGES.invalidUrl)).toBeTruthy();
    expect(api.variablesOf('SaveClassroomRecord')).toEqual([]);
  });

  it('does not pop the course dropdown open over the form when a save is refused', async () => {
    renderPage('/Classroom-new');
    await screen.findByRole('heading', { name: 'Nova Turma' });
    save();
    expect(await screen.findByText(CLASSROOM_MESSAGES.courseRequired)).toBeTruthy();
    // The first invalid field takes the focus, as on every form; its list stays closed.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByPlaceholderText('Selecione um curso')));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('option', { name: 'Direção defensiva' })).toBeNull();
  });
});

describe('/Classroom-edit/{id}', () => {
  it('tells an unpublish date before the publish date as the 5 s toast, once picked', async () => {
    stored = { ...STORED, date_publish: '2026-01-10T03:00:00.000Z', date_unpublish: '2026-01-20T03:00:00.000Z' };
    const show = vi.spyOn(notifications, 'show');
    renderPage('/Classroom-edit/8');
    await screen.findByDisplayValue('Av. Paulista, 1000');
    fireEvent.click(screen.getByRole('button', { name: /Data para despublicar/ }));
    fireEvent.click(await screen.findByRole('button', { name: '5 janeiro 2026' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar data' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: PUBLISHING_MESSAGES.unpublishBeforePublish, autoClose: 5000 })));
    expect(await screen.findByText(PUBLISHING_MESSAGES.unpublishBeforePublish)).toBeTruthy();
    expect(api.variablesOf('SaveClassroomRecord')).toEqual([]);
  });

  it('loads the classroom with its creator and saves it with the title "-"', async () => {
    renderPage('/Classroom-edit/8');
    expect(await screen.findByDisplayValue('Av. Paulista, 1000')).toBeTruthy();
    expect(screen.getByDisplayValue('Carla Criadora')).toBeTruthy();
    await waitFor(() => expect(screen.getByDisplayValue('Marta Instrutora')).toBeTruthy());
    expect([box('Pública').checked, box('Específica').checked]).toEqual([false, true]);
    save();
    await waitFor(() => expect(api.variablesOf('SaveClassroomRecord')).toHaveLength(1));
    expect(api.variablesOf('SaveClassroomRecord')[0]).toMatchObject({
      id: 8,
      updated_at: STORED.updated_at,
      title: '-',
      course_id: 5,
      instrutor: 2,
      is_public: 0,
      is_specific: 1,
      active: 1,
      datetime_start: STORED.datetime_start,
    });
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
  });

  it('refuses an end before its start with the validation message', async () => {
    stored = { ...STORED, datetime_end: '2026-03-09T12:00:00.000Z', datetime_registration_end: '2026-01-01T12:00:00.000Z' };
    renderPage('/Classroom-edit/8');
    await screen.findByDisplayValue('Av. Paulista, 1000');
    save();
    expect(await screen.findByText(CLASSROOM_MESSAGES.courseEndBeforeStart)).toBeTruthy();
    expect(screen.getByText(CLASSROOM_MESSAGES.registrationEndBeforeStart)).toBeTruthy();
    expect(api.variablesOf('SaveClassroomRecord')).toEqual([]);
  });

  it('on a failed save shows the error alert and lets the user save again', async () => {
    failSave = true;
    renderPage('/Classroom-edit/8');
    await screen.findByDisplayValue('Av. Paulista, 1000');
    save();
    expect(await screen.findByText(CLASSROOM_MESSAGES.saveFailed)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('goes back, and after a save, to the parent classroom when there is one', async () => {
    stored = { ...STORED, parent_id: 4 };
    const router = renderPage('/Classroom-edit/8');
    await screen.findByDisplayValue('Av. Paulista, 1000');
    expect(screen.getByRole('link', { name: /voltar/i }).getAttribute('href')).toBe('/SubClassroom/4');
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    // The parent is the server's to keep on update: the form does not send one.
    expect(api.variablesOf('SaveClassroomRecord')[0].parent_id).toBeUndefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/SubClassroom/4'), { timeout: 5000 });
  });
});

describe('/Classroom-new/{parent_id}', () => {
  it('is a new sub-classroom of the classroom in the route, going back to its list', async () => {
    renderPage('/Classroom-new/4');
    expect(await screen.findByRole('heading', { name: 'Nova subturma' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /voltar/i }).getAttribute('href')).toBe('/SubClassroom/4');
    expect(box('Pública').checked).toBe(true);
  });
});
