import { and, Column, count, inArray, is, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { ListArgs } from '@backoffice/domain/schemas/list';
import type { Db } from './client.ts';
import { keptCount } from './kept-count.ts';
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
  /** xxx_collections: one page in the API shape; `wanted`, the fields the query asks (see requestedFields), narrows what it reads. */
  list(db: Db, args: ListArgs, scope?: Scope, wanted?: ReadonlySet<string>): Promise<TView[]>;
  /** xxx_count: how many rows the same search finds. */
  count(db: Db, args: { search?: string | null }, scope?: Scope): Promise<number>;
  /** The ids of every row the search finds, in the list's order: what a bulk action or an export over the whole filter takes. */
  ids(db: Db, args: ListFilter, scope?: Scope): Promise<number[]>;
  /** The rows of these ids in the API shape, in the order given (missing ones left out). */
  byIds(db: Db, ids: readonly number[]): Promise<TView[]>;
}

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
  const page = (db: Db, args: ListArgs, scope?: Scope, fields?: SelectedFields) => {
    const { where, orderBy, limit, offset } = listParts(args, spec);
    return pageRows(db, args, and(whereOf(scope), where), orderBy, limit, offset, fields);
  };
  const statements = preparedShapes<{ execute(values?: Record<string, unknown>): Promise<TRow[]> }>();
  // Every page of an unscoped (or named-scope) list is one of a few statements (see shapeOfPage);
  // any other scope is arbitrary SQL, so such a page is built each time.
  const preparedPage = (db: Db, args: ListArgs, scope: NamedScope | undefined, wanted: ReadonlySet<string> | undefined) => {
    const shape = shapeOfPage(args, spec);
    const projected = project(wanted);
    const key = `${scope ? `${scope.key}|` : ''}${shape.key}|${projected?.key ?? '*'}`;
    const statement = statements(db, key, (name) =>
      pageRows(
        db,
        args,
        and(scope?.where, shape.terms ? searchCondition(shape.terms, spec) : undefined),
        listOrder(args, spec),
        shape.limit,
        shape.offset,
        projected?.fields,
      ).prepare(name),
    );
    return statement.execute(shape.values);
  };
  return {
    page: (db, args, scope) => page(db, args, scope),
    list: async (db, args, scope, wanted) =>
      (
        await (scope && !isNamed(scope) ? page(db, args, scope, project(wanted)?.fields) : preparedPage(db, args, isNamed(scope) ? scope : undefined, wanted))
      ).map(spec.present),
    count: async (db, args, scope) => {
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
