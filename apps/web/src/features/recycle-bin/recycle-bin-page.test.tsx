import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@backoffice/domain/constants';
import { BIN_MESSAGES } from '@backoffice/domain/recycle-bin';
import type { BinDeletersQuery, BinEntriesQuery, PurgeBinEntryMutation, RestoreBinEntryMutation } from '../../generated/bin/graphql.ts';
import { stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import RecycleBinPage from './recycle-bin-page.tsx';

// A Trilhas and Cursos admin: the 'Tipo' filter offers the types of those modules only.
vi.mock('../../app/session.tsx', () => ({ useSession: () => ({ user: { id: 1 }, modules: ['Trail', 'Course'] }) }));

const ROWS: BinEntriesQuery['bin_entries'] = [
  {
    id: 12,
    type: 'trail',
    type_label: 'Trilha',
    title: 'Trilha do corretor',
    record_id: 40,
    deleted_by: 5,
    deleted_by_name: 'Ana Lima',
    deleted_at: '2025-03-10T13:05:00.000Z',
    days_left: 29,
  },
  {
    id: 11,
    type: 'course',
    type_label: 'Curso on-line',
    title: 'Seguro Auto',
    record_id: 7,
    deleted_by: null,
    deleted_by_name: null,
    deleted_at: '2025-02-20T02:30:00.000Z',
    days_left: 3,
  },
];
const GONE = BIN_MESSAGES.linkGone('Curso Seguro Auto');

let api: ApiStub;
let entries: BinEntriesQuery['bin_entries'];
beforeEach(() => {
  entries = ROWS;
  api = stubApi({
    graphql: {
      BinEntries: (): BinEntriesQuery => ({ bin_entries: entries, bin_count: entries.length }),
      BinDeleters: (): BinDeletersQuery => ({ bin_deleters: [{ id: 5, name: 'Ana Lima' }] }),
      RestoreBinEntry: ({ id }): RestoreBinEntryMutation => ({ restoreBinEntry: { type: 'trail', record_id: id === 12 ? 40 : 7, not_restored: [GONE] } }),
      PurgeBinEntry: (): PurgeBinEntryMutation => ({ purgeBinEntry: true }),
    },
  });
});

const rowOf = async (title: string) => within((await screen.findByRole('cell', { name: title })).closest('tr')!);
const select = (label: string) => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
async function pick(label: string, option: string) {
  fireEvent.click(select(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));
}

describe('/Lixeira', () => {
  it('lists type, title, who deleted, when (São Paulo) and the days left, 20 a page, without search or order', async () => {
    renderWithApp(<RecycleBinPage />, { path: '/Lixeira' });
    expect(await screen.findByRole('heading', { name: 'Lixeira' })).toBeTruthy();
    const trail = await rowOf('Trilha do corretor');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Tipo', 'Título', 'Excluído por', 'Excluído em', 'Dias restantes', 'Ações']);
    expect(trail.getAllByRole('cell').map((c) => c.textContent)).toEqual(['Trilha', 'Trilha do corretor', 'Ana Lima', '10/03/2025 10:05', '29', '']);
    expect((await rowOf('Seguro Auto')).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Curso on-line',
      'Seguro Auto',
      '—',
      '19/02/2025 23:30',
      '3',
      '',
    ]);
    expect(screen.queryByLabelText('Buscar')).toBeNull();
    expect(screen.queryByText('Ordenar por')).toBeNull();
    expect(api.variablesOf('BinEntries')[0]).toEqual({ type: null, deleted_by: null, page: 1, limit: 20 });

    fireEvent.click(select('Tipo'));
    const types = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(types).toEqual(['Todos', 'Anexo de curso', 'Curso on-line', 'Curso presencial', 'Trilha']);
  });

  it('keeps both filters in the URL: read on arrival, changed back to the first page, Todos removing them', async () => {
    const { router } = renderWithApp(<RecycleBinPage />, { path: '/Lixeira?type=trail&deleted_by=5&page=2' });
    await rowOf('Trilha do corretor');
    expect(api.variablesOf('BinEntries')[0]).toEqual({ type: 'trail', deleted_by: 5, page: 2, limit: 20 });
    expect(select('Tipo').value).toBe('Trilha');
    await waitFor(() => expect(select('Excluído por').value).toBe('Ana Lima'));

    await pick('Tipo', 'Curso on-line');
    await waitFor(() => expect(api.variablesOf('BinEntries').at(-1)).toEqual({ type: 'course', deleted_by: 5, page: 1, limit: 20 }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ type: 'course', deleted_by: '5' });

    await pick('Excluído por', 'Todos');
    await waitFor(() => expect(api.variablesOf('BinEntries').at(-1)).toEqual({ type: 'course', deleted_by: null, page: 1, limit: 20 }));
    expect(router.state.location.search).toBe('?type=course');
    await pick('Tipo', 'Todos');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('restores after its confirmation, names each link that could not come back, and reloads the list', async () => {
    renderWithApp(<RecycleBinPage />, { path: '/Lixeira', toasts: true });
    fireEvent.click((await rowOf('Trilha do corretor')).getByRole('button', { name: 'Restaurar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.deleteTitle)).toBeTruthy();
    expect(within(dialog).getByText(BIN_MESSAGES.restoreConfirmation)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    entries = ROWS.slice(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restaurar' }));

    expect(await screen.findByText(BIN_MESSAGES.restored)).toBeTruthy();
    expect(screen.getByText(`${BIN_MESSAGES.notRestored}:`)).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe(GONE);
    expect(api.variablesOf('RestoreBinEntry')).toEqual([{ id: 12 }]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Trilha do corretor' })).toBeNull());
    expect(api.variablesOf('BinEntries').length).toBeGreaterThan(1);
  });

  it('a restore that brings everything back only tells so', async () => {
    api = stubApi({
      graphql: {
        BinEntries: (): BinEntriesQuery => ({ bin_entries: ROWS, bin_count: 2 }),
        BinDeleters: (): BinDeletersQuery => ({ bin_deleters: [] }),
        RestoreBinEntry: (): RestoreBinEntryMutation => ({ restoreBinEntry: { type: 'course', record_id: 7, not_restored: [] } }),
      },
    });
    renderWithApp(<RecycleBinPage />, { path: '/Lixeira', toasts: true });
    fireEvent.click((await rowOf('Seguro Auto')).getByRole('button', { name: 'Restaurar' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText(BIN_MESSAGES.restored)).toBeTruthy();
    expect(screen.queryByText(`${BIN_MESSAGES.notRestored}:`)).toBeNull();
    expect(api.variablesOf('RestoreBinEntry')).toEqual([{ id: 11 }]);
  });

  it('purges for good after the warning that it cannot be undone', async () => {
    renderWithApp(<RecycleBinPage />, { path: '/Lixeira', toasts: true });
    fireEvent.click((await rowOf('Seguro Auto')).getByRole('button', { name: 'Excluir definitivamente' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(BIN_MESSAGES.purgeConfirmation)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await screen.findByText(BIN_MESSAGES.purged)).toBeTruthy();
    expect(api.variablesOf('PurgeBinEntry')).toEqual([{ id: 11 }]);
    await waitFor(() => expect(api.variablesOf('BinEntries').length).toBeGreaterThan(1));
  });

  it('shows the empty state when nothing waits in the bin', async () => {
    entries = [];
    renderWithApp(<RecycleBinPage />, { path: '/Lixeira' });
    expect(await screen.findByText(MESSAGES.empty)).toBeTruthy();
  });
});
