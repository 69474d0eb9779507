import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_ROOM_MESSAGES } from '@backoffice/domain/schemas/chat-room';
import type { ChatRoomQuery, SaveChatRecordMutation } from '../../generated/chat/graphql.ts';
import type { ProofOptionsQuery } from '../../generated/lms/graphql.ts';
import { stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import ChatRoomFormPage from './chat-room-form-page.tsx';

type Room = NonNullable<ChatRoomQuery['chat']>;

const STORED: Room = {
  id: 12,
  title: 'Live de lançamento',
  short_description: 'Resumo',
  description: '<p><strong>Forte</strong></p>',
  scope: 'Vendas',
  level: 'Corretores',
  externallink: 'https://live.example.com/12',
  liveid: 'abc',
  responsible: 'Ana',
  area: 'Comercial',
  room: 'Auditório',
  datetime_start: '2026-03-10T13:00:00.000Z',
  datetime_start_format_br: '10/03/2026 10:00',
  datetime_end: '2026-03-10T14:00:00.000Z',
  datetime_end_format_br: '10/03/2026 11:00',
  date_publish: '2026-03-01T12:00:00.000Z',
  date_publish_format: '01/03/2026 09:00',
  date_unpublish: null,
  date_unpublish_format: '',
  moderation: 1,
  active: 1,
  canceled: 1,
  canceled_description: 'Palestrante doente',
  reactionevaluation_id: null,
  reactionevaluation: null,
  quiz_id: null,
  quiz: null,
  thumbnail: null,
  background: null,
  attachments: 0,
  created_at: '2026-02-20T14:10:00.000Z',
  created_by: 1,
  updated_at: '2026-03-02T14:10:00.000Z',
  updated_by: 1,
};

let api: ApiStub;
let nextId: number;
beforeEach(() => {
  nextId = 40;
  const rooms = new Map<number, Room>([[STORED.id, STORED]]);
  api = stubApi({
    graphql: {
      ProofOptions: (): ProofOptionsQuery => ({ proof_collections: [] }),
      ChatRoom: ({ id }): ChatRoomQuery => ({ chat: rooms.get(id) ?? null }),
      SaveChatRecord: (vars): SaveChatRecordMutation => {
        const saved = { ...STORED, ...vars, id: vars.id ?? nextId++, updated_at: new Date().toISOString() } as Room;
        rooms.set(saved.id, saved);
        return { createOrUpdateChat: saved };
      },
    },
  });
});

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const canceledBox = () => screen.getByRole('checkbox', { name: 'Cancelada' }) as HTMLInputElement;
const justification = () => screen.queryByLabelText('Justificativa do cancelamento') as HTMLTextAreaElement | null;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const saveEnabled = () => waitFor(() => expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(false));

describe('/Chat-new', () => {
  it('creates the room, stays on it with Salvo com sucesso!, and the next save updates it', async () => {
    const { router } = renderWithApp(<ChatRoomFormPage />, { path: '/Chat-new', route: '/Chat-new' });
    expect(await screen.findByRole('heading', { name: 'Nova Sala' })).toBeTruthy();
    fireEvent.change(field(/^Título/), { target: { value: 'Sala nova' } });
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(api.variablesOf('SaveChatRecord')[0]).toMatchObject({ title: 'Sala nova', canceled: 0, canceled_description: null, active: 1 });
    expect(api.variablesOf('SaveChatRecord')[0].id).toBeUndefined();
    expect(router.state.location.pathname).toBe('/Chat-new');
    expect(await screen.findByRole('heading', { name: 'Editar Sala' })).toBeTruthy();
    await saveEnabled();
    save();
    await waitFor(() => expect(api.variablesOf('SaveChatRecord')).toHaveLength(2));
    expect(api.variablesOf('SaveChatRecord')[1]).toMatchObject({ id: 40, title: 'Sala nova' });
  });

  it('tells the required dates and sends nothing', async () => {
    renderWithApp(<ChatRoomFormPage />, { path: '/Chat-new', route: '/Chat-new' });
    await screen.findByRole('heading', { name: 'Nova Sala' });
    fireEvent.change(field(/^Título/), { target: { value: 'Sem datas' } });
    for (const name of ['Limpar data de início', 'Limpar data de fim', 'Limpar data de publicação']) fireEvent.click(screen.getByRole('button', { name }));
    save();
    expect(await screen.findByText(CHAT_ROOM_MESSAGES.startRequired)).toBeTruthy();
    expect(screen.getByText(CHAT_ROOM_MESSAGES.endRequired)).toBeTruthy();
    expect(screen.getByText(CHAT_ROOM_MESSAGES.publishRequired)).toBeTruthy();
    expect(api.variablesOf('SaveChatRecord')).toEqual([]);
  });

  it('shows the justification only while cancelled, keeps what was typed, and sends it only for a cancelled room', async () => {
    renderWithApp(<ChatRoomFormPage />, { path: '/Chat-new', route: '/Chat-new' });
    await screen.findByRole('heading', { name: 'Nova Sala' });
    fireEvent.change(field(/^Título/), { target: { value: 'Sala' } });
    expect(justification()).toBeNull();
    fireEvent.click(canceledBox());
    fireEvent.change(justification()!, { target: { value: 'Chuva forte' } });
    fireEvent.click(canceledBox());
    expect(justification()).toBeNull();
    fireEvent.click(canceledBox());
    expect(justification()!.value).toBe('Chuva forte');
    fireEvent.click(canceledBox());
    save();
    await waitFor(() => expect(api.variablesOf('SaveChatRecord')).toHaveLength(1));
    expect(api.variablesOf('SaveChatRecord')[0]).toMatchObject({ canceled: 0, canceled_description: null });
  });
});

describe('/Chat-edit/{id}', () => {
  it('loads the room with its justification and saves it with the version loaded', async () => {
    renderWithApp(<ChatRoomFormPage />, { path: '/Chat-edit/12', route: '/Chat-edit/:id' });
    expect(await screen.findByDisplayValue('Live de lançamento')).toBeTruthy();
    expect(canceledBox().checked).toBe(true);
    expect(justification()!.value).toBe('Palestrante doente');
    // The editor comes in a chunk of its own, after the rest of the form.
    expect((await screen.findByText('Forte', {}, { timeout: 10_000 })).tagName).toBe('STRONG');
    save();
    await waitFor(() => expect(api.variablesOf('SaveChatRecord')).toHaveLength(1));
    expect(api.variablesOf('SaveChatRecord')[0]).toMatchObject({
      id: 12,
      updated_at: STORED.updated_at,
      canceled: 1,
      canceled_description: 'Palestrante doente',
      level: 'Corretores',
      description: '<p><strong>Forte</strong></p>',
      datetime_start: STORED.datetime_start,
    });
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
  });
});
