import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BulkRunStatusQuery, RunBulkActionMutation } from '../../generated/bulk/graphql.ts';
import { stubApi } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ListPage } from '../list-page.tsx';
import { useListState } from '../use-list-state.ts';

type Row = { id: number; name: string };
const ROWS: Row[] = Array.from({ length: 3 }, (_, i) => ({ id: i + 1, name: `Pessoa ${i + 1}` }));

function Users() {
  const list = useListState();
  return (
    <ListPage<Row>
      title="Usuários"
      list={list}
      bulk={{ kind: 'user' }}
      columns={[{ header: 'Nome', render: (r) => r.name }]}
      rowKey={(r) => r.id}
      query={{ isPending: false, isError: false, data: { rows: ROWS, total: 300 } }}
    />
  );
}

const run = (status: string, processed: number): RunBulkActionMutation['runBulkAction'] => ({
  id: 9,
  kind: 'user',
  action: 'unblock',
  status,
  total: 300,
  processed,
  done: processed - (status === 'done' ? 1 : 0),
  refused: status === 'done' ? [{ id: 2, reason: 'Usuário não encontrado.' }] : [],
  error: null,
});

describe('a bulk action left running in the background', () => {
  it('keeps its progress in the bar, then tells the outcome and clears the selection', async () => {
    let finished = false;
    const api = stubApi({
      graphql: {
        RunBulkAction: (): RunBulkActionMutation => ({ runBulkAction: run('running', 0) }),
        BulkRunStatus: (): BulkRunStatusQuery => ({ bulk_run: finished ? run('done', 300) : run('running', 200) }),
      },
    });
    renderWithApp(<Users />, { path: '/User', toasts: true });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todos da página' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Selecionar todos os 300 resultados' }));
    fireEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desbloquear' });
    expect(dialog.textContent).toContain('Desbloquear: 300 usuários?');
    fireEvent.click(screen.getAllByRole('button', { name: 'Desbloquear' }).at(-1)!);
    // The whole filter, not the ids of the page.
    await waitFor(() =>
      expect(api.variablesOf('RunBulkAction')[0]).toMatchObject({ kind: 'user', action: 'unblock', selection: { ids: null, order: 'desc', orderby: 'id' } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar em segundo plano' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByRole('status')).textContent).toMatch(/Processados (0|200) de 300/);
    finished = true;
    expect(await screen.findByText('Concluído: 299 de 300.', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('Não processados: 1.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ações em massa' })).toBeNull());
  });
});
