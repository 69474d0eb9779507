import { Button, Group, Pagination, Paper, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { PAGINATION_SIBLINGS } from '@backoffice/domain/constants';
import { recordMissing } from '../lib/record-missing.ts';
import { DataTable, type Column } from './data-table.tsx';
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
  query: { isPending: boolean; isError: boolean; data?: ListData<T> };
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
}) {
  const { list, query, parent } = props;
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
        </Group>
      )}
      <Paper withBorder p={0}>
        <DataTable
          columns={props.columns}
          rows={{ isPending: query.isPending, isError: query.isError, data: query.data?.rows }}
          rowKey={props.rowKey}
          rowActions={props.rowActions}
          emptyText={props.emptyText}
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
