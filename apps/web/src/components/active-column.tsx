import { Badge } from '@mantine/core';
import type { Column } from './data-table.tsx';

/** The lists' 'Ativo' column: 'Sim' in green or 'Não' in gray, from the record's 0/1 flag. */
export function activeColumn<T extends { active: number | boolean }>(): Column<T> {
  return {
    header: 'Ativo',
    render: (row) => (
      <Badge color={row.active ? 'green' : 'gray'} variant="light">
        {row.active ? 'Sim' : 'Não'}
      </Badge>
    ),
  };
}
