import { Button, Group, Pagination, Paper, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { BulkKind } from '@backoffice/domain/bulk';
import { PAGINATION_SIBLINGS } from '@backoffice/domain/constants';
import { recordMissing } from '../lib/record-missing.ts';
import { ExportMenu, type BulkListFilter } from './bulk/export-menu.tsx';
import { useRowSelection, type RowSelection } from './bulk/use-row-selection.ts';
import { DataTable, type Column, type TableSelection } from './data-table.tsx';
import { PageHeader } from './page-header.tsx';
import { Loading, RecordNotFound } from './states.tsx';
import type { ListState, Order } from './use-list-state.ts';

export interface ListData<T> {
  rows: T[];
  total: number;
}

const ORDERS = [
  { value: 'desc', label: 'Decrescente' },
  { value: 'asc', label: 'Crescente' },
];

type Option = { value: string; label: string };

/** Order-by and order acting at once: each change reorders the list. */
function OrderSelects({ list, options }: { list: ListState; options: Option[] }) {
  return (
    <>
      <Select label="Ordenar por" data={options} value={list.orderby} allowDeselect={false} onChange={(v) => v && list.setOrder(v, list.order)} w={160} />
      <Select label="Ordem" data={ORDERS} value={list.order} allowDeselect={false} onChange={(v) => v && list.setOrder(list.orderby, v as Order)} w={160} />
    </>
  );
}

/**
 * Order-by and order chosen first, applied by 'Ordenar', which acts only once both are chosen
 * (e.g. the instructors' list). They start empty unless the URL already carries an order.
 */
function OrderWithButton({ list, options }: { list: ListState; options: Option[] }) {
  const [orderby, setOrderby] = useState<string | null>(list.orderChosen ? list.orderby : null);
  const [order, setOrder] = useState<string | null>(list.orderChosen ? list.order : null);
  return (
    <>
      <Select label="Ordenar por" placeholder="Escolha" data={options} value={orderby} onChange={setOrderby} w={160} />
      <Select label="Ordem" placeholder="Escolha" data={ORDERS} value={order} onChange={setOrder} w={160} />
      <Button variant="light" disabled={!orderby || !order} onClick={() => orderby && order && list.setOrder(orderby, order as Order)}>
        Ordenar
      </Button>
    </>
  );
}

/** A list's bulk kind, and what it hangs on or is filtered by beyond its search and order. */
type BulkProps = { kind: BulkKind } & Pick<BulkListFilter, 'parent' | 'action'>;

// The bar, its dialogs and their pickers load with the first row selected.
const SelectionBar = lazy(() => import('./bulk/selection-bar.tsx'));

/** The rows of a list screen an action or an export reaches: its search and order, and its parent. */
function listFilter(list: ListState | undefined, bulk: BulkProps | undefined): BulkListFilter {
  const filter: BulkListFilter = list ? { search: list.search || null, order: list.order, orderby: list.orderby } : {};
  if (bulk?.parent) filter.parent = bulk.parent;
  if (bulk?.action) filter.action = bulk.action;
  return filter;
}

function tableSelection<T>(selection: RowSelection, rows: T[] | undefined, rowKey: (row: T) => string | number): TableSelection<T> {
  const pageIds = (rows ?? []).map((row) => Number(rowKey(row)));
  return {
    isSelected: (row) => selection.isSelected(Number(rowKey(row))),
    toggle: (row) => selection.toggle(Number(rowKey(row)), pageIds),
    page: selection.pageState(pageIds),
    togglePage: () => selection.togglePage(pageIds),
    label: (row) => `Selecionar ${rowKey(row)}`,
  };
}

/**
 * A list screen: header with actions, optional search and order controls, the table with its
 * states, and pagination shown only past one page. With `list` the controls and paging live in
 * the URL (useListState); without it the list is shown whole (e.g. profiles, no page limit).
 * With `sortButton` the order is applied by an 'Ordenar' button enabled only when both the
 * order-by and the order are chosen; otherwise each choice applies at once.
 */
export function ListPage<T>(props: {
  title: string;
  back?: string;
  actions?: ReactNode;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  rowActions?: (row: T) => ReactNode;
  /** `isPlaceholderData`: the rows shown are the previous search's or page's while the new ones load. */
  query: { isPending: boolean; isError: boolean; isPlaceholderData?: boolean; data?: ListData<T> };
  list?: ListState;
  orderOptions?: Option[];
  sortButton?: boolean;
  /** false: pages only, without the search and order controls (a list the server pages but does not search). */
  controls?: boolean;
  emptyText?: string;
  /**
   * The record the list belongs to (a proof's questions, a classroom's participants), read by its
   * route's id: while it loads the list waits; an id that names none shows the not-found screen.
   */
  parent?: { isPending: boolean; data?: unknown; error?: unknown };
  /**
   * The entity's bulk actions and export (@backoffice/domain/bulk): a selection column, the bar of
   * actions while rows are selected, and 'Exportar'. `parent`: what the list hangs on, for the
   * server to find the same rows (a category's parent, a proof type).
   */
  bulk?: BulkProps;
}) {
  const { list, query, parent, bulk } = props;
  const filter = listFilter(list, bulk);
  const selection = useRowSelection(JSON.stringify(filter));
  const rows = query.data?.rows;
  const total = query.data?.total ?? 0;
  const exportMenu = bulk && <ExportMenu kind={bulk.kind} filter={filter} />;
  const orderOptions = props.orderOptions ?? [
    { value: 'id', label: 'ID' },
    { value: 'name', label: 'Nome' },
  ];
  const onSearch = useDebouncedCallback((value: string) => list?.setSearch(value), 350);
  const pages = list && query.data ? Math.ceil(query.data.total / list.limit) : 0;
  if (parent?.isPending) return <Loading />;
  if (parent && recordMissing(parent)) return <RecordNotFound back={props.back} />;
  return (
    <>
      <PageHeader title={props.title} back={props.back} actions={props.actions} />
      {list && props.controls !== false && (
        <Group mb="sm" align="end">
          <TextInput label="Buscar" placeholder="Buscar..." defaultValue={list.search} onChange={(e) => onSearch(e.currentTarget.value)} w={280} />
          {props.sortButton ? <OrderWithButton list={list} options={orderOptions} /> : <OrderSelects list={list} options={orderOptions} />}
          {exportMenu}
        </Group>
      )}
      {exportMenu && !(list && props.controls !== false) && (
        <Group mb="sm" justify="flex-end">
          {exportMenu}
        </Group>
      )}
      {bulk && selection.count(total) > 0 && (
        <Suspense fallback={null}>
          <SelectionBar kind={bulk.kind} filter={filter} selection={selection} total={total} pageIds={(rows ?? []).map((r) => Number(props.rowKey(r)))} />
        </Suspense>
      )}
      {/* Busy while the rows are the previous search's: assistive technology (and a journey) waits for the new ones. */}
      <Paper withBorder p={0} aria-busy={query.isPlaceholderData || undefined}>
        <DataTable
          columns={props.columns}
          rows={{ isPending: query.isPending, isError: query.isError, data: query.data?.rows }}
          rowKey={props.rowKey}
          rowActions={props.rowActions}
          emptyText={props.emptyText}
          selection={bulk && tableSelection(selection, rows, props.rowKey)}
        />
      </Paper>
      {list && pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination total={pages} value={list.page} onChange={list.setPage} siblings={PAGINATION_SIBLINGS} />
        </Group>
      )}
    </>
  );
}
