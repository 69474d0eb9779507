import { and, asc, Column, count, desc, eq, inArray, is, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { ListArgs } from '@backoffice/domain/schemas/list';
import type { Db } from './client.ts';
import { keptCount, keptCountSql } from './kept-count.ts';
import { listOrder, listParts, orderColumn, searchCondition, searchWhere, shapeOfPage, type ListSpec } from './list-query.ts';
import { preparedShapes } from './prepared-shapes.ts';
import { projection } from './projection.ts';

/** A dynamic select (`.$dynamic()`) whose rows are TRow. */
export interface RowsQuery<TRow> extends PromiseLike<TRow[]> {
  where(where: SQL | undefined): RowsQuery<TRow>;
  orderBy(...order: SQL[]): RowsQuery<TRow>;
  limit(limit: number | Placeholder): RowsQuery<TRow>;
  offset(offset: number | Placeholder): RowsQuery<TRow>;
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<TRow[]> };
}

export interface PagedListSpec<TRow, TView> extends ListSpec {
  /**
   * The rows with their joins, as a dynamic select (`.$dynamic()`) of `fields` (by default all of
   * `columns`): a page adds where, order, limit and offset.
   */
  rows(db: Db, fields?: SelectedFields): RowsQuery<TRow>;
  /** What `rows` selects by default; a page asked for some fields selects only what they need (see projection). */
  columns?: SelectedFields;
  /** The columns of the API fields that are not a column of the same name (a file's URL: its id). */
  needs?: Readonly<Record<string, readonly string[]>>;
  /**
   * The API shape of a row. A projected row holds only some columns: what present makes of the
   * others answers fields the query did not ask for, which GraphQL never reads.
   */
  present: (row: TRow) => TView;
  /**
   * The table of `id` with the joins the search and order columns need, selecting `fields`: what
   * a count and a page's ids read when there is a search or the order is a joined column, so each
   * join must find at most one row. Scopes name columns of the table of `id` alone.
   */
  joined?: (db: Db, fields: SelectedFields) => RowsQuery<Record<string, unknown>>;
  /** The row_count key triggers keep for the whole list (migration 0012): its count without a search reads one row. */
  counter?: string;
}

/**
 * A scope that is one of a few fixed conditions (a course type): `key` names it, so its pages
 * are prepared statements like those of an unscoped list.
 */
export interface NamedScope {
  key: string;
  where: SQL;
  /** The row_count key triggers keep for the scope, if any. */
  counter?: string;
}

type Scope = SQL | NamedScope;

const isNamed = (scope: Scope | undefined): scope is NamedScope => Boolean(scope && 'key' in scope && 'where' in scope);
const whereOf = (scope: Scope | undefined) => (isNamed(scope) ? scope.where : scope);

export interface PagedList<TRow, TView extends { id: number }> {
  /** The query of one page, not run (benchmarks send its very SQL). `scope` narrows the list (a type, a parent). */
  page(db: Db, args: ListArgs, scope?: Scope): RowsQuery<TRow>;
  /**
   * xxx_collections: one page in the API shape; `wanted`, the fields the query asks (see
   * requestedFields), narrows what it reads. With `totals`, the request's count of the same rows
   * is read by the page's own statement (see ListTotals).
   */
  list(db: Db, args: ListArgs, scope?: Scope, wanted?: ReadonlySet<string>, totals?: ListTotals): Promise<TView[]>;
  /** xxx_count: how many rows the same search finds; the total its page read when the same request asked that page (`totals`). */
  count(db: Db, args: { search?: string | null }, scope?: Scope, totals?: ListTotals): Promise<number>;
  /** The ids of every row the search finds, in the list's order: what a bulk action or an export over the whole filter takes. */
  ids(db: Db, args: ListFilter, scope?: Scope): Promise<number[]>;
  /** The rows of these ids in the API shape, in the order given (missing ones left out). */
  byIds(db: Db, ids: readonly number[]): Promise<TView[]>;
}

/**
 * One request's page totals (GraphqlContext.lists), by list, scope and search. A list screen asks
 * a page and its count together: the page's statement also reads the count, so a search scans its
 * matches once rather than once for each (on a million users, 25 ms each), and a list without a
 * search reads its kept count in the same round trip. The count's resolver takes the total from
 * here. The page registers it when its resolver is called; a count waits one microtask, as GraphQL
 * calls every root field's resolver before any of them resumes. null: no total (an empty page).
 */
export type ListTotals = Map<string, Promise<number | null>>;

/** The column that carries a page's total, left out of the rows presented. */
export const TOTAL = '__total';

let lists = 0;

/**
 * Registers the total the page's statement reads (its first row's TOTAL) for the request's count.
 * Called before the first await; the entry is gone once the resolvers called with it have read it,
 * so a later operation of the same request (a batch) counts afresh.
 */
export function shareTotal<T>(totals: ListTotals, key: string, rows: Promise<T[]>): Promise<T[]> {
  const total = rows.then(
    (found) => (found.length ? Number((found[0] as Record<string, unknown>)[TOTAL]) : null),
    () => null,
  );
  totals.set(key, total);
  setImmediate(() => {
    if (totals.get(key) === total) totals.delete(key);
  });
  return rows;
}

/** The total the request's page of `key` read, or null when no page read it (then the count runs its own statement). */
export async function sharedTotal(totals: ListTotals | undefined, key: string): Promise<number | null> {
  if (!totals) return null;
  // The page's resolver may be called after this one: every root field's is called before any resumes.
  await Promise.resolve();
  return (await totals.get(key)) ?? null;
}

/** Rows without the column that carried their total. */
export const withoutTotal = <T>(row: T): T => {
  const { [TOTAL]: _total, ...rest } = row as Record<string, unknown>;
  return rest as T;
};

/** A list's rows as its screen shows them, without the paging. */
export type ListFilter = Pick<ListArgs, 'search' | 'order' | 'orderby'>;

/** Rows in the order of ids (an id without a row is left out). */
export function inOrderOf<T extends { id: number }>(ids: readonly number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A paged list and its count from one spec, so a xxx_collections + xxx_count pair is a couple
 * of lines in its store and both always agree on what the search matches.
 */
export function pagedList<TRow, TView extends { id: number }>(spec: PagedListSpec<TRow, TView>): PagedList<TRow, TView> {
  const own = (db: Db, fields: SelectedFields) =>
    db
      .select(fields)
      .from(spec.id.table as PgTable)
      .$dynamic() as unknown as RowsQuery<Record<string, unknown>>;
  /**
   * What a count and a page's ids read: the joins only for a search, or an order by a joined
   * column. They find at most one row each, so the id's table alone has the same rows, and
   * PostgreSQL reads its index alone (left joins it drops still keep their columns in the scan).
   */
  const source = (args: { search?: string | null; orderby?: string }) => {
    if (!spec.joined) return own;
    if (args.search?.trim()) return spec.joined;
    const column = args.orderby === undefined ? undefined : orderColumn({ orderby: args.orderby }, spec);
    return !column || (is(column, Column) && column.table === spec.id.table) ? own : spec.joined;
  };
  /**
   * The ids of the page first, then their rows: where an index holds the order (the primary key,
   * a type and id, a title), the rows an OFFSET skips are index entries read alone, not rows
   * fetched with their joins and thrown away. Page 500 of a million users then reads 10,000
   * index entries and 20 rows.
   */
  const project = spec.columns ? projection(spec.columns, spec.needs) : () => undefined;
  const pageRows = (
    db: Db,
    args: ListArgs,
    where: SQL | undefined,
    orderBy: SQL[],
    limit: number | Placeholder,
    offset: number | Placeholder,
    fields?: SelectedFields,
  ) =>
    spec
      .rows(db, fields)
      .where(
        inArray(
          spec.id,
          source(args)(db, { id: spec.id as PgColumn })
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset) as unknown as SQL,
        ),
      )
      .orderBy(...orderBy);
  /**
   * A page that also reads its total. With a search, the matches are found first, in a subquery
   * the planner cannot merge (it has a LIMIT), so it reads them through the search's indexes; their
   * count(*) over () is taken before the page's LIMIT. Merged, PostgreSQL walked the id index
   * backwards over every row to spare a sort (measured on the large data: 99 ms of database time
   * per search of the 70,000 contents, against 9 through the trigram index). Without a search, the
   * kept count rides along as a scalar subquery.
   */
  const pageRowsWithTotal = (
    db: Db,
    args: ListArgs,
    where: SQL | undefined,
    limit: number | Placeholder,
    offset: number | Placeholder,
    fields: SelectedFields,
    counter: string | undefined,
  ) => {
    const orderBy = listOrder(args, spec);
    if (counter) return pageRows(db, args, where, orderBy, limit, offset, { ...fields, [TOTAL]: keptCountSql(counter) });
    const column = orderColumn(args, spec);
    const sorted: SelectedFields = column && column !== spec.id ? { id: spec.id as PgColumn, sort: column as PgColumn } : { id: spec.id as PgColumn };
    const matches = (
      source(args)(db, sorted)
        .where(where)
        // Any LIMIT keeps the subquery apart (Drizzle drops an OFFSET 0).
        .limit(Number.MAX_SAFE_INTEGER) as unknown as { as(alias: string): { id: PgColumn; sort?: PgColumn } }
    ).as('matches');
    const direction = args.order === 'asc' ? asc : desc;
    const page = db
      .select({ id: matches.id, total: sql<number>`count(*) over ()`.as('total') })
      .from(matches as unknown as PgTable)
      .orderBy(...(matches.sort ? [direction(matches.sort), direction(matches.id)] : [direction(matches.id)]))
      .limit(limit as number)
      .offset(offset as number)
      .as('page_ids');
    const joinable = spec.rows(db, { ...fields, [TOTAL]: page.total }) as unknown as { innerJoin(table: unknown, on: SQL): RowsQuery<TRow> };
    return joinable.innerJoin(page, eq(page.id, spec.id)).orderBy(...orderBy);
  };
  const page = (db: Db, args: ListArgs, scope?: Scope, fields?: SelectedFields) => {
    const { where, orderBy, limit, offset } = listParts(args, spec);
    return pageRows(db, args, and(whereOf(scope), where), orderBy, limit, offset, fields);
  };
  const statements = preparedShapes<{ execute(values?: Record<string, unknown>): Promise<TRow[]> }>();
  // Every page of an unscoped (or named-scope) list is one of a few statements (see shapeOfPage);
  // any other scope is arbitrary SQL, so such a page is built each time.
  const preparedPage = (db: Db, args: ListArgs, scope: NamedScope | undefined, wanted: ReadonlySet<string> | undefined, total: Total) => {
    const shape = shapeOfPage(args, spec);
    const projected = project(wanted);
    const key = `${scope ? `${scope.key}|` : ''}${shape.key}|${projected?.key ?? '*'}|${total ? `total:${total.counter ?? 'window'}` : ''}`;
    const statement = statements(db, key, (name) => {
      const where = and(scope?.where, shape.terms ? searchCondition(shape.terms, spec) : undefined);
      const order = listOrder(args, spec);
      return (
        total
          ? pageRowsWithTotal(db, args, where, shape.limit, shape.offset, projected?.fields ?? spec.columns!, total.counter)
          : pageRows(db, args, where, order, shape.limit, shape.offset, projected?.fields)
      ).prepare(name);
    });
    return statement.execute(shape.values);
  };
  /**
   * How a page may read its request's count: a search's by the window, a list's kept count
   * beside it. Only for a list whose rows take their fields (columns) and a scope named by a key;
   * a list without a search or a kept count leaves its count to its own statement.
   */
  type Total = { key: string; counter?: string } | undefined;
  const totalOf = (args: { search?: string | null }, scope: Scope | undefined): Total => {
    if (!spec.columns || (scope && !isNamed(scope))) return undefined;
    const search = args.search?.trim() ?? '';
    const counter = search ? undefined : scope ? isNamed(scope) && scope.counter : spec.counter;
    if (!search && !counter) return undefined;
    return { key: `${list}|${isNamed(scope) ? scope.key : ''}|${search}`, counter: counter || undefined };
  };
  const list = ++lists;
  return {
    page: (db, args, scope) => page(db, args, scope),
    list: async (db, args, scope, wanted, totals) => {
      if (scope && !isNamed(scope)) return (await page(db, args, scope, project(wanted)?.fields)).map(spec.present);
      const total = totals ? totalOf(args, scope) : undefined;
      const rows = preparedPage(db, args, scope, wanted, total);
      if (!total) return (await rows).map(spec.present);
      return (await shareTotal(totals!, total.key, rows)).map((row) => spec.present(withoutTotal(row)));
    },
    count: async (db, args, scope, totals) => {
      const total = totals && totalOf(args, scope);
      const read = total ? await sharedTotal(totals, total.key) : null;
      if (read !== null) return read;
      const counter = scope ? isNamed(scope) && scope.counter : spec.counter;
      if (counter && !args.search?.trim()) return keptCount(db, counter);
      const [row] = await source(args)(db, { n: count() }).where(and(whereOf(scope), searchWhere(args.search, spec)));
      return Number(row?.n ?? 0);
    },
    ids: async (db, args, scope) => {
      const rows = await source(args)(db, { id: spec.id as PgColumn })
        .where(and(whereOf(scope), searchWhere(args.search, spec)))
        .orderBy(...listOrder(args, spec));
      return rows.map((r) => Number(r.id));
    },
    byIds: async (db, ids) => {
      if (!ids.length) return [];
      const rows = await spec.rows(db).where(inArray(spec.id, [...ids]));
      return inOrderOf(ids, rows.map(spec.present));
    },
  };
}
