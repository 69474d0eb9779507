import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatRoomsQuery } from '../../generated/chat/graphql.ts';
import { stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import ChatRoomsPage from './chat-rooms-page.tsx';

type Row = ChatRoomsQuery['chats_collections'][number];

const ROWS: Row[] = [
  {
    id: 9,
    title: 'Live de vendas',
    externallink: 'https://live.example.com/9',
    datetime_start_format_br: '10/03/2026 09:00',
    datetime_end_format_br: '10/03/2026 10:00',
  },
  { id: 8, title: 'Plantão', externallink: null, datetime_start_format_br: '11/03/2026 14:00', datetime_end_format_br: '11/03/2026 15:00' },
];

let api: ApiStub;
let rows: Row[];
beforeEach(() => {
  rows = [...ROWS];
  api = stubApi({
    graphql: {
      ChatRooms: (): ChatRoomsQuery => ({ chats_collections: rows, chats_collections_count: rows.length }),
      DeleteChatRoom: ({ id }) => {
        rows = rows.filter((r) => r.id !== id);
        return { deleteChat: true };
      },
    },
  });
});

const rowOf = (title: string) => screen.getByRole('cell', { name: title }).closest('tr') as HTMLElement;
const hrefOf = (row: HTMLElement, name: string) => within(row).getByRole('link', { name }).getAttribute('href');

describe('/Chat', () => {
  it('lists the rooms, newest first, 20 a page, with their accesses and reports', async () => {
    renderWithApp(<ChatRoomsPage />, { path: '/Chat' });
    const live = await waitFor(() => rowOf('Live de vendas'));
    expect(live.textContent).toContain('10/03/2026 09:00');
    expect(hrefOf(live, 'Moderar Sala')).toBe('/Moderate/9');
    expect(hrefOf(live, 'Editar')).toBe('/Chat-edit/9');
    expect(hrefOf(live, 'Segmentar')).toBe('/segmentation/Chat/9');
    expect(hrefOf(live, 'Inserir Anexos')).toBe('/Dam/AnexoSala/9');
    const external = within(live).getByRole('link', { name: 'Abrir link da sala (nova aba)' });
    expect(external.getAttribute('href')).toBe('https://live.example.com/9');
    expect(external.getAttribute('target')).toBe('_blank');
    // No live link for a room without one.
    expect(within(rowOf('Plantão')).queryByRole('link', { name: 'Abrir link da sala (nova aba)' })).toBeNull();
    // Each report its own name (aria-label and tooltip) and its own icon.
    const reports = ['Baixar participantes', 'Baixar mensagens', 'Baixar perguntas e respostas'].map((name) => within(live).getByRole('button', { name }));
    const icons = reports.map((button) => button.querySelector('svg')?.getAttribute('class'));
    expect(new Set(icons).size).toBe(3);
    expect(screen.getByRole('link', { name: 'Nova Sala' }).getAttribute('href')).toBe('/Chat-new');
    expect(screen.getByRole('link', { name: 'Calendário' }).getAttribute('href')).toBe('/Chat-Calendar/');
    expect(api.variablesOf('ChatRooms')[0]).toMatchObject({ limit: 20, page: 1, order: 'desc', orderby: 'id', search: null });
  });

  it('deletes after the confirmation, then says so and reloads', async () => {
    renderWithApp(<ChatRoomsPage />, { path: '/Chat', toasts: true });
    const live = await waitFor(() => rowOf('Live de vendas'));
    fireEvent.click(within(live).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(/Tem certeza que deseja excluir a sala Live de vendas\?/)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Exclusão concluída com sucesso!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Live de vendas')).toBeNull());
    expect(api.variablesOf('DeleteChatRoom')).toEqual([{ id: 9 }]);
  });
});
