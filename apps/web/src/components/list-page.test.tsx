import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { ListPage } from './list-page.tsx';
import { useListState } from './use-list-state.ts';

interface Row {
  id: number;
  name: string;
}

const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Pessoa ${i + 1}` }));

function Paged({ total, query }: { total: number; query?: { isPending: boolean; isError: boolean } }) {
  const list = useListState();
  return (
    <>
      <ListPage<Row>
        title="Pessoas"
        list={list}
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
