import { Badge } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { DataTable } from './data-table.tsx';
import { RowAction } from './row-action.tsx';

interface Row {
  id: number;
  title: string;
  active: boolean;
}

/** 120 characters without a space: a title as some imports write them. */
const LONG_TITLE = 'Treinamento_de_Seguros_'.repeat(6).slice(0, 120);

function renderTable(rows: Row[]) {
  renderWithApp(
    <DataTable<Row>
      rows={{ isPending: false, isError: false, data: rows }}
      rowKey={(r) => r.id}
      columns={[
        { header: 'ID', render: (r) => r.id },
        { header: 'Título', render: (r) => r.title },
        { header: 'Ativo', render: (r) => <Badge>{r.active ? 'Sim' : 'Não'}</Badge> },
      ]}
      rowActions={(r) => <RowAction label="Editar" to={`/Edit/${r.id}`} icon="E" />}
    />,
  );
}

describe('DataTable', () => {
  it('lets a long title without spaces wrap, so the actions column keeps its place', () => {
    renderTable([{ id: 1234, title: LONG_TITLE, active: false }]);
    const title = screen.getByRole('cell', { name: LONG_TITLE });
    expect(title.style.overflowWrap).toBe('anywhere');
    // Room for a word of 18 characters at most: only longer ones are cut.
    expect(title.style.minWidth).toContain('19ch');
    // The id and the badge keep their whole width; the actions stay on one line.
    expect(screen.getByRole('cell', { name: '1234' }).style.whiteSpace).toBe('nowrap');
    expect(screen.getByRole('cell', { name: 'Não' }).firstElementChild).toHaveProperty('style.minWidth', 'max-content');
    const actions = screen.getByRole('link', { name: 'Editar' }).closest('td')!;
    expect(actions.style.whiteSpace).toBe('nowrap');
  });

  it('keeps ordinary words whole: a cell makes room for its longest word', () => {
    renderTable([{ id: 1, title: 'Seguro de Vida', active: true }]);
    expect(screen.getByRole('cell', { name: 'Seguro de Vida' }).style.minWidth).toContain('7ch');
  });

  it('scrolls inside its own frame, with a native scroll bar, when the columns do not fit', () => {
    renderTable([{ id: 1, title: 'Seguro de Vida', active: true }]);
    const frame = screen.getByRole('table').parentElement!.parentElement!;
    expect(frame.style.getPropertyValue('--table-overflow')).toBe('auto');
  });
});
