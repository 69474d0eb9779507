import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLASSROOM_MESSAGES, SUBSCRIPTION_MESSAGES } from '@backoffice/domain/schemas/classroom';
import type { ClassroomQuery, SubscriptionsQuery } from '../../generated/lms/graphql.ts';
import { formFields, stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import { nextPresenceValue } from './attendance-button.tsx';
import ClassroomSubscriptionsPage from './classroom-subscriptions-page.tsx';

type Row = SubscriptionsQuery['subscription'][number];

let api: ApiStub;
let rows: Row[];

const cycle = (p: number | null): number | null => (p === 1 ? 0 : p === 0 ? null : 1);

beforeEach(() => {
  rows = [
    { id: 1, user_id: 11, is_present: null, name: 'Ana Lima', uid: '52998224725' },
    { id: 2, user_id: 12, is_present: 1, name: 'Bruno Souza', uid: 'T00000002' },
    { id: 3, user_id: 13, is_present: 0, name: 'Carla Dias', uid: 'T00000003' },
  ];
  const count = (p: number | null) => rows.filter((r) => r.is_present === p).length;
  api = stubApi({
    graphql: {
      Classroom: (): ClassroomQuery => ({
        classroom: {
          id: 7,
          parent_id: null,
          title: '-',
          address: 'Rua A, 1',
          externalPage: null,
          limit_registrations: 30,
          datetime_start: '2026-03-10T12:00:00.000Z',
          datetime_end: null,
          datetime_registration_start: null,
          datetime_registration_end: null,
          active: 1,
          is_public: 1,
          is_specific: 0,
          date_publish: null,
          date_unpublish: null,
          is_attendance_list: true,
          segmentations: [],
          totals: { absent: 1, not_started: 1, present: 1, subscribed: 3 },
          created_at: '2026-01-01T00:00:00.000Z',
          userowner_id: 1,
          userowner_name: 'Admin',
          course_id: 5,
          course: { id: 5, title: 'Direção defensiva' },
          instrutor: null,
          receipt: null,
          updated_at: '2026-01-01T00:00:00.000Z',
        },
      }),
      Subscriptions: (): SubscriptionsQuery => ({
        subscription: rows,
        countSubscriptions: rows.length,
        countSubscriptionsIsPresent: count(1),
        countSubscriptionsIsNotPresent: count(0),
        countSubscriptionsIsNotInitiated: count(null),
      }),
      SetPresence: ({ id, is_present }) => {
        rows = rows.map((r) => (r.id === id ? { ...r, is_present: is_present === -1 ? null : is_present } : r));
        return { subscription_present: { id, is_present } };
      },
      AdvanceAllPresence: () => {
        rows = rows.map((r) => ({ ...r, is_present: cycle(r.is_present ?? null) }));
        return { subscriptions_present_all: rows.length };
      },
      AddSubscription: ({ uid }) => {
        rows = [...rows, { id: 4, user_id: 14, is_present: null, name: 'Davi Alves', uid }];
        return { createSubscription_by_uid: { id: 4, name: 'Davi Alves', uid } };
      },
      DeleteSubscription: ({ id }) => {
        rows = rows.filter((r) => r.id !== id);
        return { deleteSubscription: true };
      },
    },
    rest: { 'POST /api/v1/lms/receipts-classroom': () => ({ id: 7, receipt: 'comprovante.pdf' }) },
  });
});

const renderPage = () => renderWithApp(<ClassroomSubscriptionsPage />, { path: '/Classroom-subscription/7', route: '/Classroom-subscription/:classroom_id' });
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const totals = () => screen.getByLabelText('Totais').textContent;

describe('the attendance button', () => {
  it('sends the next step of the cycle, not started going out as -1', () => {
    expect([null, 1, 0, -1].map(nextPresenceValue)).toEqual([1, 0, -1, 1]);
  });

  it('shows each participant where they are and moves them one step per click', async () => {
    renderPage();
    expect(await within(await waitFor(() => rowOf('Ana Lima'))).findByRole('button', { name: 'Não iniciado' })).toBeTruthy();
    expect(within(rowOf('Bruno Souza')).getByRole('button', { name: 'Concluído' })).toBeTruthy();
    expect(within(rowOf('Carla Dias')).getByRole('button', { name: 'Ausente' })).toBeTruthy();
    expect(totals()).toContain('Concluídos: 1');

    fireEvent.click(within(rowOf('Ana Lima')).getByRole('button', { name: 'Não iniciado' }));
    expect(await within(rowOf('Ana Lima')).findByRole('button', { name: 'Concluído' })).toBeTruthy();
    await waitFor(() => expect(totals()).toContain('Concluídos: 2'));
    fireEvent.click(within(rowOf('Carla Dias')).getByRole('button', { name: 'Ausente' }));
    expect(await within(rowOf('Carla Dias')).findByRole('button', { name: 'Não iniciado' })).toBeTruthy();
    expect(api.variablesOf('SetPresence')).toEqual([
      { id: 1, is_present: 1 },
      { id: 3, is_present: -1 },
    ]);
  });

  it('toggles everyone one step after a Sim, in one call', async () => {
    renderPage();
    await screen.findByText('Ana Lima');
    fireEvent.click(screen.getByRole('button', { name: 'Alternar presença de todos' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.toggleAllConfirm)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(within(rowOf('Ana Lima')).getByRole('button', { name: 'Concluído' })).toBeTruthy());
    expect(within(rowOf('Bruno Souza')).getByRole('button', { name: 'Ausente' })).toBeTruthy();
    expect(within(rowOf('Carla Dias')).getByRole('button', { name: 'Não iniciado' })).toBeTruthy();
    expect(api.variablesOf('AdvanceAllPresence')).toEqual([{ classroom_id: 7 }]);
    expect(api.variablesOf('SetPresence')).toEqual([]);
  });

  it('confirms a participant added, and clears the field', async () => {
    renderWithApp(<ClassroomSubscriptionsPage />, { path: '/Classroom-subscription/7', route: '/Classroom-subscription/:classroom_id', toasts: true });
    fireEvent.change(await screen.findByLabelText('CPF ou matrícula'), { target: { value: 'T00000004' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Adicionar participante' })[0]);
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.added)).toBeTruthy();
    expect((screen.getByLabelText('CPF ou matrícula') as HTMLInputElement).value).toBe('');
    expect(api.variablesOf('AddSubscription')).toEqual([{ classroom_id: 7, uid: 'T00000004' }]);
  });

  it('deletes a participant only after Sim', async () => {
    renderPage();
    await screen.findByText('Ana Lima');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Ana Lima' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Não' }));
    expect(api.variablesOf('DeleteSubscription')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Ana Lima' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(screen.queryByText('Ana Lima')).toBeNull());
  });
});

describe('the receipt', () => {
  const pick = (name: string) => {
    const input = document.querySelector('input[type="file"][accept=".jpg,.jpeg,.png,.pdf"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
  };

  it('refuses another extension with the exact alert and sends nothing', async () => {
    renderPage();
    await screen.findByText('Ana Lima');
    pick('foto.gif');
    expect((await screen.findByRole('alert')).textContent).toBe(CLASSROOM_MESSAGES.invalidReceipt);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar comprovante' }));
    expect(api.requestsTo('POST /api/v1/lms/receipts-classroom')).toEqual([]);
  });

  it('sends a PDF as file_receipt with the classroom id', async () => {
    renderPage();
    await screen.findByText('Ana Lima');
    pick('comprovante.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar comprovante' }));
    await waitFor(() => expect(api.requestsTo('POST /api/v1/lms/receipts-classroom')).toHaveLength(1));
    expect(formFields(api.requestsTo('POST /api/v1/lms/receipts-classroom')[0].body)).toEqual([
      ['classroom_id', '7'],
      ['file_receipt', 'comprovante.pdf'],
    ]);
  });
});
