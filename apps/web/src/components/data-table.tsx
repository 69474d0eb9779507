import { Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Empty, LoadError, Loading } from './states.tsx';

export interface Column<T> {
  header: string;
  render: (row: T) => ReactNode;
}

export interface TableQuery<T> {
  isPending: boolean;
  isError: boolean;
  data?: T[];
}

/** A table with the loading, error and empty states of spec §8 and an optional actions column. */
export function DataTable<T>(props: {
  columns: Column<T>[];
  rows: TableQuery<T>;
  rowKey: (row: T) => string | number;
  rowActions?: (row: T) => ReactNode;
  emptyText?: string;
}) {
  const { columns, rows, rowKey, rowActions, emptyText } = props;
  if (rows.isPending) return <Loading />;
  if (rows.isError || !rows.data) return <LoadError />;
  if (rows.data.length === 0) return <Empty text={emptyText} />;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped highlightOnHover withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header}>{c.header}</Table.Th>
            ))}
            {rowActions && <Table.Th>Ações</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.data.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Td key={c.header}>{c.render(row)}</Table.Td>
              ))}
              {rowActions && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {rowActions(row)}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
