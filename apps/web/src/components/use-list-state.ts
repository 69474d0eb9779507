import { PAGE_SIZE } from '@backoffice/domain/constants';
import { useSearchParams } from 'react-router';

export type Order = 'asc' | 'desc';

export interface ListState {
  search: string;
  page: number;
  order: Order;
  orderby: string;
  /** Whether the URL names both the order-by and the order (rather than the defaults standing in). */
  orderChosen: boolean;
  limit: number;
  setSearch(search: string): void;
  setPage(page: number): void;
  setOrder(orderby: string, order: Order): void;
  /** A filter of the screen's own ('action', 'type'...) kept in the URL beside the search: null when absent. */
  filter(key: string): string | null;
  /** Sets or (null, '') removes a filter, back to the first page. */
  setFilter(key: string, value: string | null): void;
}

/** List state (search, page, order) kept in the URL, so a reload or a shared link shows the same page. */
export function useListState(defaults: { orderby?: string; order?: Order } = {}): ListState {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      // flushSync: the list renders the new state in the same task that changes the URL. In a
      // transition (the router's default) the URL said the new search while the old rows, not
      // yet marked busy, stayed on screen: a reader of both (a journey) took them for the answer.
      { replace: true, flushSync: true },
    );
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    order: params.get('order') === 'asc' ? 'asc' : params.get('order') === 'desc' ? 'desc' : (defaults.order ?? 'desc'),
    orderby: params.get('orderby') ?? defaults.orderby ?? 'id',
    orderChosen: params.has('orderby') && params.has('order'),
    limit: PAGE_SIZE,
    setSearch: (search) => update({ search, page: null }),
    setPage: (p) => update({ page: p > 1 ? String(p) : null }),
    setOrder: (orderby, order) => update({ orderby, order, page: null }),
    filter: (key) => params.get(key),
    setFilter: (key, value) => update({ [key]: value, page: null }),
  };
}

/** A list call's arguments from the list's state, as every collection of the spec names them (search, limit, page, order, orderby). */
export const listVariables = (list: ListState) => ({
  search: list.search || null,
  limit: list.limit,
  page: list.page,
  order: list.order,
  orderby: list.orderby,
});
