import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_INPUT_PLACEHOLDER, CHAT_MESSAGE_MESSAGES } from '@backoffice/domain/schemas/chat-message';
import { SessionProvider } from '../../app/session.tsx';
import type { AccountAuthQuery, SessionQuery } from '../../generated/account/graphql.ts';
import type { ModeratedRoomQuery } from '../../generated/chat/graphql.ts';
import { stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import type { ChatMessage } from './message-tabs.ts';
import ModerationPage from './moderation-page.tsx';

/** The live feed, driven by the test: what the server would push over the WebSocket. */
const feed = vi.hoisted(() => ({
  handlers: null as null | { next: (data: { chatMessagesChanged: unknown[] }) => void; onReconnected?: () => void; onStatus?: (live: boolean) => void },
}));
vi.mock('../../lib/live-events.ts', () => ({
  subscribe: (_service: string, _document: unknown, _variables: unknown, handlers: typeof feed.handlers) => {
    feed.handlers = handlers;
    return () => {};
  },
}));

type Room = NonNullable<ModeratedRoomQuery['chat']>;
const ROOM: Room = {
  id: 5,
  title: 'Sala ao vivo',
  datetime_start: '2026-11-23T13:00:00.000Z',
  datetime_end: '2026-11-23T14:00:00.000Z',
  datetime_start_format_br: '23/11/2026 10:00',
  datetime_end_format_br: '23/11/2026 11:00',
  externallink: 'https://youtu.be/jfKfPfyJRdk',
  liveid: null,
  moderation: 1,
  canceled: 0,
};

const at = (minute: number) => `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`;
const message = (id: number, changes: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chat_id: ROOM.id,
  message: `Mensagem ${id}`,
  user_id: 100 + id,
  user_name: `Pessoa ${id}`,
  approved: 1,
  is_hidden: 0,
  is_question: 0,
  is_admin: 0,
  created_at: at(id),
  updated_at: at(id),
  response_to_user_id: null,
  response_from: null,
  ...changes,
});

let api: ApiStub;
/** The room the server answers; a test may cancel it or move its hours. */
let room: Room;
let sent: ChatMessage[];
/** Each toggle answers a later updated_at, as the server does. */
let toggles: number;

beforeEach(() => {
  feed.handlers = null;
  room = ROOM;
  sent = [];
  toggles = 40;
  const history = [message(1), message(2, { is_question: 1, message: '#Como funciona?' }), message(3, { is_hidden: 1 })];
  api = stubApi({
    graphql: {
      AccountAuth: (): AccountAuthQuery => ({ account_auth: { login_url: '/#/login', logout_url: '/logout', support_url: '', cookies_url: '', blog_url: '' } }),
      Session: (): SessionQuery => ({
        get_authenticated_user: { id: 7, first_name: 'Mara', name: 'Mara Moderadora', uid: '1', mail: 'mara@x.com', profile: null, impersonated_by: null },
        modules_by_user: ['Chat'],
      }),
      ModeratedRoom: () => ({ chat: room }),
      ModerationMessages: (v) => ({
        chat_message_collections_filter: v.changed_since
          ? [message(9, { message: 'Perdida durante a queda', updated_at: at(30) })]
          : history.filter((m) => (v.msg_hidden ? m.is_hidden === 1 : m.is_hidden === 0 && (!v.only_question || m.is_question === 1))),
      }),
      RoomAudienceCount: (v) => ({ countUsersByChat: v.status === 'active' ? 2 : 5 }),
      RoomAudienceBreakdown: (v) => ({
        countUsersProfilesByChat: [
          { label: 'Corretor', total: v.status === 'active' ? 2 : 4 },
          { label: 'Não informado', total: v.status === 'active' ? 0 : 1 },
        ],
      }),
      HideMessage: (v) => ({ isHiddenToggle: message(v.id, { is_hidden: v.is_hidden, updated_at: at(toggles++) }) }),
      ApproveMessage: (v) => ({ approvedToggle: message(v.id, { approved: v.approved, updated_at: at(toggles++) }) }),
      MarkQuestion: (v) => ({ isQuestionToggle: message(v.id, { is_question: v.is_question, updated_at: at(toggles++) }) }),
      SendModeratorMessage: (v) => {
        const reply = message(50 + sent.length, {
          message: v.message,
          user_id: 7,
          user_name: 'Mara Moderadora',
          is_admin: 1,
          response_to_user_id: v.response_to_user_id ?? null,
          response_from: v.response_from_id ? { id: v.response_from_id, user_id: 102, user_name: 'Pessoa 2', message: '#Como funciona?' } : null,
          updated_at: at(45),
        });
        sent.push(reply);
        return { createChatMessage: reply };
      },
    },
  });
});

function render() {
  return renderWithApp(
    <SessionProvider>
      <ModerationPage />
    </SessionProvider>,
    { path: '/Moderate/5', route: '/Moderate/:id' },
  );
}

const panel = (name: string) => screen.getByRole('log', { name });
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const push = (m: ChatMessage) => act(() => feed.handlers!.next({ chatMessagesChanged: [m] }));

async function renderLoaded() {
  render();
  await screen.findByText('Mensagem 1', {}, { timeout: 3000 });
}

describe('/Moderate/{id}', () => {
  it('shows the room, its video, its audience and the messages of each tab after the first load', async () => {
    await renderLoaded();
    expect(screen.getByRole('heading', { name: 'Sala ao vivo' })).toBeTruthy();
    expect(screen.getByText(/Início: 23\/11\/2026 10:00 — Fim: 23\/11\/2026 11:00/)).toBeTruthy();
    expect(screen.getByTitle('Transmissão: Sala ao vivo').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/jfKfPfyJRdk');
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/Chat');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Pessoas por Perfil' })).getByText('Corretor')).toBeTruthy());
    expect(
      within(panel('Mensagens'))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Mensagem de Pessoa 1', 'Mensagem de Pessoa 2']);
    openTab('Perguntas');
    expect(within(panel('Perguntas')).getByText('#Como funciona?')).toBeTruthy();
    openTab('Ocultas');
    expect(within(panel('Ocultas')).getByText('Mensagem 3')).toBeTruthy();
    // Three lists on the first load, each of up to 2000 messages.
    expect(api.variablesOf('ModerationMessages')).toEqual([
      { chat_id: 5, limit: 2000 },
      { chat_id: 5, only_question: true, limit: 2000 },
      { chat_id: 5, msg_hidden: true, limit: 2000 },
    ]);
  });

  it('places what the live feed brings at once: a new message, a hidden one leaving Mensagens, a late older copy ignored', async () => {
    await renderLoaded();
    push(message(4, { message: '#Nova pergunta', is_question: 1, approved: 0 }));
    const item = within(panel('Mensagens')).getByRole('listitem', { name: 'Mensagem de Pessoa 4' });
    expect(within(item).getByText('Pergunta')).toBeTruthy();
    expect(within(item).getByText('Aguardando aprovação')).toBeTruthy();

    push(message(1, { is_hidden: 1, updated_at: at(20) }));
    expect(within(panel('Mensagens')).queryByText('Mensagem 1')).toBeNull();
    push(message(1, { is_hidden: 0, updated_at: at(1) }));
    expect(within(panel('Mensagens')).queryByText('Mensagem 1')).toBeNull();
    openTab('Ocultas');
    expect(within(panel('Ocultas')).getByText('Mensagem 1')).toBeTruthy();
  });

  it('tells whether it is connected and, after a reconnection, fetches what changed since the last change seen', async () => {
    await renderLoaded();
    act(() => feed.handlers!.onStatus!(true));
    expect(screen.getByRole('status').textContent).toBe('Conexão: Conectado');
    act(() => feed.handlers!.onStatus!(false));
    expect(screen.getByRole('status').textContent).toBe('Conexão: Reconectando...');
    act(() => {
      feed.handlers!.onStatus!(true);
      feed.handlers!.onReconnected!();
    });
    await within(panel('Mensagens')).findByText('Perdida durante a queda');
    const catchUp = api.variablesOf('ModerationMessages').at(-1)!;
    // A little before the last updated_at held (message 3 at 10:03), so a write committed late is not missed.
    expect(catchUp).toEqual({ chat_id: 5, changed_since: '2026-11-23T10:02:58.000Z', limit: 2000 });
  });

  it('applies the toggles from their answers: Ocultar moves a message to Ocultas, Aprovar and Marcar como pergunta change its badges', async () => {
    await renderLoaded();
    push(message(4, { approved: 0 }));
    const item = () => within(panel('Mensagens')).getByRole('listitem', { name: 'Mensagem de Pessoa 4' });
    fireEvent.click(within(item()).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(within(item()).queryByText('Aguardando aprovação')).toBeNull());
    expect(api.variablesOf('ApproveMessage')).toEqual([{ id: 4, approved: 1 }]);
    fireEvent.click(within(item()).getByRole('button', { name: 'Marcar como pergunta' }));
    await waitFor(() => expect(within(item()).getByRole('button', { name: 'Desmarcar' })).toBeTruthy());
    expect(within(item()).getByText('Pergunta')).toBeTruthy();
    fireEvent.click(within(item()).getByRole('button', { name: 'Ocultar' }));
    await waitFor(() => expect(within(panel('Mensagens')).queryByText('Mensagem 4')).toBeNull());
    expect(api.variablesOf('HideMessage')).toEqual([{ id: 4, is_hidden: 1 }]);
    openTab('Ocultas');
    const hidden = within(panel('Ocultas')).getByRole('listitem', { name: 'Mensagem de Pessoa 4' });
    expect(within(hidden).getByText('Oculta')).toBeTruthy();
    expect(within(hidden).getByRole('button', { name: 'Mostrar' })).toBeTruthy();
  });
});

describe('the room state, apart from the connection', () => {
  afterEach(() => vi.useRealTimers());
  /** 'Situação da sala: …' as the badge reads, hidden prefix included. */
  const roomState = () => screen.getByText(/^Situação da sala/).parentElement!.textContent;

  it.each([
    { state: 'Agendada', when: 'before its start', now: '2026-11-23T12:59:00Z', canceled: 0 },
    { state: 'Ao vivo', when: 'between its start and end', now: '2026-11-23T13:30:00Z', canceled: 0 },
    { state: 'Encerrada', when: 'after its end', now: '2026-11-23T14:00:00Z', canceled: 0 },
    { state: 'Cancelada', when: 'cancelled, even within its hours', now: '2026-11-23T13:30:00Z', canceled: 1 },
  ])('says $state $when, while the socket is up', async ({ state, now, canceled }) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    room = { ...ROOM, canceled };
    await renderLoaded();
    act(() => feed.handlers!.onStatus!(true));
    expect(roomState()).toBe(`Situação da sala: ${state}`);
    expect(screen.getByRole('status').textContent).toBe('Conexão: Conectado');
  });

  it('turns Agendada into Ao vivo once the start time comes, without a reload', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-23T12:59:50Z'));
    await renderLoaded();
    expect(roomState()).toBe('Situação da sala: Agendada');
    act(() => vi.advanceTimersByTime(30_000));
    expect(roomState()).toBe('Situação da sala: Ao vivo');
  });
});

describe('the reply composer', () => {
  const input = () => screen.getByPlaceholderText(CHAT_INPUT_PLACEHOLDER) as HTMLTextAreaElement;
  const replyTo = (name: string) =>
    fireEvent.click(within(within(panel('Mensagens')).getByRole('listitem', { name: `Mensagem de ${name}` })).getByRole('button', { name: 'Responder' }));

  it('answers the asker alone by default, with @ and their name, in the moderator’s name', async () => {
    await renderLoaded();
    replyTo('Pessoa 2');
    expect(input().value).toBe('@Pessoa 2 ');
    expect(screen.getByText('Resposta a Pessoa 2')).toBeTruthy();
    expect((screen.getByLabelText('Somente para quem perguntou') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(input(), { target: { value: '@Pessoa 2 Funciona assim.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(api.variablesOf('SendModeratorMessage')).toHaveLength(1));
    expect(api.variablesOf('SendModeratorMessage')[0]).toEqual({
      chat_id: 5,
      message: '@Pessoa 2 Funciona assim.',
      user_id: 7,
      user_name: 'Mara Moderadora',
      response_from_id: 2,
      response_to_user_id: 102,
    });
    // The reply is in the panel at once, and the composer is back to a plain message.
    const reply = await within(panel('Mensagens')).findByText('@Pessoa 2 Funciona assim.');
    expect(within(reply.closest('li')!).getByText('Somente para quem perguntou')).toBeTruthy();
    expect(within(reply.closest('li')!).getByText('Moderador')).toBeTruthy();
    expect(input().value).toBe('');
    expect(screen.queryByText('Resposta a Pessoa 2', { selector: 'p' })).toBeNull();
  });

  it('answers everyone when Todos is chosen, and sends a plain message without reply fields', async () => {
    await renderLoaded();
    replyTo('Pessoa 1');
    fireEvent.click(screen.getByLabelText('Todos'));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(api.variablesOf('SendModeratorMessage')).toHaveLength(1));
    expect(api.variablesOf('SendModeratorMessage')[0]).toMatchObject({ message: '@Pessoa 1', response_from_id: 1, response_to_user_id: null });

    fireEvent.change(input(), { target: { value: 'Bem-vindos!' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(api.variablesOf('SendModeratorMessage')).toHaveLength(2));
    expect(api.variablesOf('SendModeratorMessage')[1]).toEqual({ chat_id: 5, message: 'Bem-vindos!', user_id: 7, user_name: 'Mara Moderadora' });
  });

  it('cancels the reply with Escape, and refuses an empty message with the domain message', async () => {
    await renderLoaded();
    replyTo('Pessoa 1');
    fireEvent.keyDown(input(), { key: 'Escape' });
    await waitFor(() => expect(input().value).toBe(''));
    expect(screen.queryByLabelText('Todos')).toBeNull();
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(CHAT_MESSAGE_MESSAGES.messageEmpty)).toBeTruthy();
    expect(api.variablesOf('SendModeratorMessage')).toEqual([]);
  });
});
