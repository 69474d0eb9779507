import { useState } from 'react';

export type PageSelection = 'all' | 'some' | 'none';

/**
 * The rows chosen in a list: ids ticked one by one or by page, or every row the filter finds
 * ('Selecionar todos os N resultados'). A new search, order or parent (`filterKey`) starts over,
 * so an action never reaches rows the screen no longer shows.
 */
export interface RowSelection {
  ids: readonly number[];
  allMatching: boolean;
  isSelected(id: number): boolean;
  toggle(id: number, pageIds: readonly number[]): void;
  pageState(pageIds: readonly number[]): PageSelection;
  togglePage(pageIds: readonly number[]): void;
  selectAllMatching(): void;
  clear(): void;
  /** How many rows an action would reach, given how many the filter finds. */
  count(total: number): number;
}

interface State {
  key: string;
  ids: ReadonlySet<number>;
  allMatching: boolean;
}

const empty = (key: string): State => ({ key, ids: new Set(), allMatching: false });

export function useRowSelection(filterKey: string): RowSelection {
  const [stored, setState] = useState<State>(() => empty(filterKey));
  const state = stored.key === filterKey ? stored : empty(filterKey);
  const update = (change: (s: State) => State) => setState((s) => change(s.key === filterKey ? s : empty(filterKey)));
  const isSelected = (id: number) => state.allMatching || state.ids.has(id);
  const pageState = (pageIds: readonly number[]): PageSelection => {
    const chosen = pageIds.filter(isSelected).length;
    return chosen === 0 ? 'none' : chosen === pageIds.length ? 'all' : 'some';
  };
  return {
    ids: [...state.ids],
    allMatching: state.allMatching,
    isSelected,
    pageState,
    toggle: (id, pageIds) =>
      update((s) => {
        // Unticking one row of 'all results' keeps the rest of the page, the rows in sight.
        const ids = new Set(s.allMatching ? pageIds : s.ids);
        if (ids.has(id) && (s.allMatching || s.ids.has(id))) ids.delete(id);
        else ids.add(id);
        return { ...s, ids, allMatching: false };
      }),
    togglePage: (pageIds) =>
      update((s) => {
        const all = pageState(pageIds) === 'all';
        const ids = new Set(s.allMatching ? [] : s.ids);
        for (const id of pageIds) {
          if (all) ids.delete(id);
          else ids.add(id);
        }
        return { ...s, ids, allMatching: false };
      }),
    selectAllMatching: () => update((s) => ({ ...s, allMatching: true })),
    clear: () => setState(empty(filterKey)),
    count: (total) => (state.allMatching ? total : state.ids.size),
  };
}
