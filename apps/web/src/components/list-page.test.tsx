import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { ListPage } from './list-page.tsx';
import { useListState } from './use-list-state.ts';

interface Row {
  id: number;
  name: string;
}

const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Pessoa ${i + 1}` }));

function Paged({
  total,
  query,
  sortButton,
  bulk,
}: {
  total: number;
  query?: { isPending: boolean; isError: boolean; isPlaceholderData?: boolean };
  sortButton?: boolean;
  bulk?: boolean;
}) {
  const list = useListState();
  return (
    <>
      <ListPage<Row>
        title="Pessoas"
        list={list}
        bulk={bulk ? { kind: 'user' } : undefined}
        sortButton={sortButton}
        columns={[
          { header: 'ID', render: (r) => r.id },
          { header: 'Nome', render: (r) => r.name },
        ]}
        rowKey={(r) => r.id}
        query={{ isPending: false, isError: false, data: { rows: rows(Math.min(total, 20)), total }, ...query }}
      />
      <output data-testid="state">{`${list.page}|${list.orderby}|${list.order}`}</output>
    </>
  );
}

describe('ListPage', () => {
  it('shows the loading, error and empty states of the spec', () => {
    const { unmount } = renderWithApp(<Paged total={0} query={{ isPending: true, isError: false }} />);
    expect(screen.getByText('Carregando...')).toBeTruthy();
    unmount();
    const second = renderWithApp(<Paged total={0} query={{ isPending: false, isError: true }} />);
    expect(screen.getByText('Erro :(')).toBeTruthy();
    second.unmount();
    renderWithApp(<Paged total={0} />);
    expect(screen.getByText('(Vazio)')).toBeTruthy();
  });

  it("marks the rows busy while they are the previous search's, and only then", () => {
    const { unmount } = renderWithApp(<Paged total={3} query={{ isPending: false, isError: false, isPlaceholderData: true }} />);
    expect(screen.getByRole('table').closest('[aria-busy="true"]')).toBeTruthy();
    unmount();
    renderWithApp(<Paged total={3} />);
    expect(screen.getByRole('table').closest('[aria-busy]')).toBeNull();
  });

  it('hides the pagination when everything fits on one page', () => {
    renderWithApp(<Paged total={20} />);
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: '2' })).toBeNull();
  });

  it('pages through the URL when there is more than one page', () => {
    const { router } = renderWithApp(<Paged total={95} />, { path: '/Pessoas?order=asc' });
    expect(screen.getByRole('button', { name: '5' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(router.state.location.search).toContain('page=3');
    expect(screen.getByTestId('state').textContent).toBe('3|id|asc');
  });

  it('shows the new page in the same task that changes the URL, not in a transition after it', () => {
    const { router } = renderWithApp(<Paged total={95} />, { path: '/Pessoas' });
    // What a reader of the URL sees on screen at the moment the URL changes.
    const seen: string[] = [];
    router.subscribe((state) => seen.push(`${state.location.search} ${screen.getByTestId('state').textContent}`));
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(seen).toEqual(['?page=3 3|id|desc']);
  });
});

describe('ListPage with a sort button', () => {
  const sortButton = () => screen.getByRole('button', { name: 'Ordenar' }) as HTMLButtonElement;
  const select = (label: string) => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
  async function pick(label: string, option: string) {
    fireEvent.click(select(label));
    fireEvent.click(await screen.findByRole('option', { name: option }));
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));
  }

  it('sorts only once both the order-by and the order are chosen, and only on the button', async () => {
    const { router } = renderWithApp(<Paged total={5} sortButton />, { path: '/Instrutor' });
    expect(sortButton().disabled).toBe(true);
    await pick('Ordenar por', 'Nome');
    expect(sortButton().disabled).toBe(true);
    expect(router.state.location.search).toBe('');
    await pick('Ordem', 'Crescente');
    expect(sortButton().disabled).toBe(false);
    expect(router.state.location.search).toBe('');
    fireEvent.click(sortButton());
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('orderby=name&order=asc');
    expect(screen.getByTestId('state').textContent).toBe('1|name|asc');
  });

  it('shows the order a shared link carries as chosen', () => {
    renderWithApp(<Paged total={5} sortButton />, { path: '/Instrutor?orderby=name&order=asc' });
    expect(sortButton().disabled).toBe(false);
    expect(select('Ordenar por').value).toBe('Nome');
  });
});

describe('ListPage with bulk actions', () => {
  const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
  const bar = () => screen.findByRole('region', { name: 'Ações em massa' });

  it('selects rows and the page, offers every result of the filter, and starts over on a new search', async () => {
    const { router } = renderWithApp(<Paged total={45} bulk />, { path: '/User' });
    expect(screen.queryByRole('region', { name: 'Ações em massa' })).toBeNull();
    fireEvent.click(box('Selecionar 3'));
    expect((await bar()).textContent).toContain('Seleção: 1 usuário');
    expect(box('Selecionar todos da página').indeterminate).toBe(true);
    // A whole page offers the rest of what the filter finds.
    fireEvent.click(box('Selecionar todos da página'));
    expect((await bar()).textContent).toContain('Seleção: 20 usuários');
    fireEvent.click(screen.getByRole('button', { name: 'Selecionar todos os 45 resultados' }));
    expect((await bar()).textContent).toContain('Seleção: 45 usuários (todos os resultados)');
    // Unticking one row keeps the rest of the page, not the whole filter.
    fireEvent.click(box('Selecionar 5'));
    expect((await bar()).textContent).toContain('Seleção: 19 usuários');
    expect(box('Selecionar 5').checked).toBe(false);
    // A new search is a new list: nothing selected.
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'ana' } });
    await waitFor(() => expect(router.state.location.search).toContain('search=ana'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ações em massa' })).toBeNull());
    expect(box('Selecionar 3').checked).toBe(false);
  });

  it('offers only the actions of the entity, and Exportar with the list', async () => {
    renderWithApp(<Paged total={5} bulk />, { path: '/User' });
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
    fireEvent.click(box('Selecionar 1'));
    const actions = [...(await bar()).querySelectorAll('button')].map((b) => b.textContent);
    expect(actions).toEqual([
      'Limpar seleção',
      'Bloquear',
      'Desbloquear',
      'Mover para perfil',
      'Adicionar segmentação',
      'Remover segmentação',
      'Exportar seleção',
    ]);
  });
});
