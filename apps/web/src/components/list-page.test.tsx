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

function Paged({ total, query, sortButton }: { total: number; query?: { isPending: boolean; isError: boolean }; sortButton?: boolean }) {
  const list = useListState();
  return (
    <>
      <ListPage<Row>
        title="Pessoas"
        list={list}
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
