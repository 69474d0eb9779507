import { Checkbox, Group, Table, VisuallyHidden } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
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

/** Words up to this many characters are never cut; longer ones (a title without spaces) are. */
const WHOLE_WORD_CHARS = 18;

/**
 * A text may break anywhere (overflow-wrap: anywhere), or a long title without spaces would widen
 * its column to the whole word and push the actions out of the frame. That alone lets the table
 * squeeze ordinary words too, so the cell keeps room for its longest word up to WHOLE_WORD_CHARS.
 */
function textCellStyle(text: string): CSSProperties {
  const longest = Math.min(Math.max(0, ...text.split(/\s+/).map((w) => w.length)), WHOLE_WORD_CHARS);
  return { overflowWrap: 'anywhere', minWidth: `calc(${longest + 1}ch + 2 * var(--table-horizontal-spacing, var(--mantine-spacing-xs)))` };
}

/** The actions column keeps its icons on one line and takes only the width they need. */
const ACTIONS: CSSProperties = { whiteSpace: 'nowrap', width: '1%' };

/**
 * A number (an id) never wraps; an element (a badge, a group of icons) keeps its whole width:
 * a badge would otherwise be cut to an ellipsis while a long title takes the row.
 */
function Cell({ content }: { content: ReactNode }) {
  if (typeof content === 'string') return <Table.Td style={textCellStyle(content)}>{content}</Table.Td>;
  if (typeof content === 'object' && content !== null) {
    return (
      <Table.Td>
        <div style={{ minWidth: 'max-content' }}>{content}</div>
      </Table.Td>
    );
  }
  return <Table.Td style={{ whiteSpace: 'nowrap' }}>{content}</Table.Td>;
}

/** A selection column: a box per row ('Selecionar') and one for the whole page. */
export interface TableSelection<T> {
  isSelected: (row: T) => boolean;
  toggle: (row: T) => void;
  page: 'all' | 'some' | 'none';
  togglePage: () => void;
  /** What a row's box is named for a screen reader ('Selecionar 42'). */
  label: (row: T) => string;
}

const SELECT: CSSProperties = { width: '1%' };

/**
 * A table with the loading, error and empty states of the error catalogue of the spec and an optional actions column.
 * When the columns do not fit (a narrow screen) the table scrolls inside its own frame, with a
 * native scroll bar that stays in sight, and never the page; tabbing to an action scrolls to it.
 */
export function DataTable<T>(props: {
  columns: Column<T>[];
  rows: TableQuery<T>;
  rowKey: (row: T) => string | number;
  rowActions?: (row: T) => ReactNode;
  emptyText?: string;
  selection?: TableSelection<T>;
}) {
  const { columns, rows, rowKey, rowActions, emptyText, selection } = props;
  if (rows.isPending) return <Loading />;
  if (rows.isError || !rows.data) return <LoadError />;
  if (rows.data.length === 0) return <Empty text={emptyText} />;
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table striped highlightOnHover withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th style={SELECT}>
                <VisuallyHidden>Selecionar</VisuallyHidden>
                <Checkbox
                  aria-label="Selecionar todos da página"
                  checked={selection.page === 'all'}
                  indeterminate={selection.page === 'some'}
                  onChange={selection.togglePage}
                />
              </Table.Th>
            )}
            {columns.map((c) => (
              <Table.Th key={c.header}>{c.header}</Table.Th>
            ))}
            {rowActions && <Table.Th style={ACTIONS}>Ações</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.data.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {selection && (
                <Table.Td style={SELECT}>
                  <Checkbox aria-label={selection.label(row)} checked={selection.isSelected(row)} onChange={() => selection.toggle(row)} />
                </Table.Td>
              )}
              {columns.map((c) => (
                <Cell key={c.header} content={c.render(row)} />
              ))}
              {rowActions && (
                <Table.Td style={ACTIONS}>
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
