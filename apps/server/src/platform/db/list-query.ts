import { type AnyColumn, asc, desc, ilike, or, Placeholder, type SQL, sql } from 'drizzle-orm';
import { onlyDigits } from '@backoffice/domain/documents';
import type { ListArgs } from '@backoffice/domain/schemas/list';
import { UserError } from '../errors.ts';

export interface ListSpec {
  /**
   * Columns the search box matches (substring, case-insensitive); digits also match the id. An
   * entry may also be the condition of a column elsewhere (a title of the course a row points
   * at), given the pattern: matched in a subquery, not after joining every row.
   */
  search: Array<AnyColumn | ((pattern: SQL | Placeholder) => SQL)>;
  id: AnyColumn;
  /** orderby values the client may send, e.g. { id, name } (title is accepted for name). */
  order: Record<string, AnyColumn>;
  /**
   * A column of CPFs stored as digits only, or the digits of a masked one (an expression). A term
   * made of digits and CPF punctuation (a CPF typed as 000.000.000-00 or as 11 digits, or part of
   * one) also matches it by its digits.
   */
  cpf?: AnyColumn | SQL;
}

/** A term as a LIKE pattern's literal text: its wildcards and backslash escaped. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The digits of a term that reads as a CPF or part of one (digits, dots, dashes, spaces); null otherwise. */
export function cpfDigits(term: string): string | null {
  if (!/^[\d.\-\s]+$/.test(term)) return null;
  return onlyDigits(term) || null;
}

/** What a search term asks for: a pattern for the text columns, and the id or CPF digits when it reads as one. */
export interface SearchTerms<V = string | number> {
  pattern: V;
  id: V | null;
  cpfPattern: V | null;
}

/** The terms of a search (trimmed; null for an empty one). */
export function searchTerms(search: string | null | undefined, spec: Pick<ListSpec, 'cpf'>): SearchTerms | null {
  const term = search?.trim();
  if (!term) return null;
  const digits = spec.cpf ? cpfDigits(term) : null;
  return {
    pattern: `%${escapeLike(term)}%`,
    id: /^\d{1,9}$/.test(term) ? Number(term) : null,
    cpfPattern: digits ? `%${digits}%` : null,
  };
}

/**
 * The condition of search terms, whose values are either inline or placeholders (a statement
 * prepared for each shape of search, see paged-list.ts): the same SQL either way.
 */
export function searchCondition(terms: SearchTerms<unknown>, spec: Pick<ListSpec, 'search' | 'id' | 'cpf'>): SQL {
  const value = (v: unknown) => (v instanceof Placeholder ? v : sql`${v}`);
  return or(
    ...spec.search.map((column) => (typeof column === 'function' ? column(value(terms.pattern)) : ilike(column, value(terms.pattern)))),
    terms.id === null ? undefined : sql`${spec.id} = ${value(terms.id)}`,
    terms.cpfPattern === null ? undefined : ilike(spec.cpf!, value(terms.cpfPattern)),
  )!;
}

/** The condition of a search term (none for an empty term), shared by a list and its count. */
export function searchWhere(search: string | null | undefined, spec: Pick<ListSpec, 'search' | 'id' | 'cpf'>): SQL | undefined {
  const terms = searchTerms(search, spec);
  return terms ? searchCondition(terms, spec) : undefined;
}

/** The column an orderby value names (title is accepted for name); undefined for one the list does not offer. */
export const orderColumn = (args: Pick<ListArgs, 'orderby'>, spec: Pick<ListSpec, 'order'>): AnyColumn | undefined =>
  spec.order[args.orderby] ?? (args.orderby === 'title' ? spec.order.name : undefined);

/** The order of a paged list: the column asked for, then the id, which breaks ties so pages never repeat or skip a row. */
export function listOrder(args: Pick<ListArgs, 'order' | 'orderby'>, spec: Pick<ListSpec, 'order' | 'id'>): SQL[] {
  const column = orderColumn(args, spec);
  if (!column) throw new UserError(`Não é possível ordenar por "${args.orderby}".`);
  const direction = args.order === 'asc' ? asc : desc;
  return column === spec.id ? [direction(spec.id)] : [direction(column), direction(spec.id)];
}

/** The where / order / limit / offset of a paged list, shared by its collection and count. */
export function listParts(args: ListArgs, spec: ListSpec) {
  return {
    where: searchWhere(args.search, spec),
    orderBy: listOrder(args, spec),
    limit: args.limit,
    offset: (args.page - 1) * args.limit,
  };
}

/** The values a page statement prepared with shapeOfPage takes. */
export type PageValues = {
  limit: number;
  offset: number;
  pattern?: string | number;
  id?: string | number;
  cpfPattern?: string | number;
};

/**
 * A page's search terms as placeholders, the key of its shape (the statement differs only by
 * which alternatives the search has and by the order) and the values to run it with.
 */
export function shapeOfPage(args: ListArgs, spec: Pick<ListSpec, 'cpf'>) {
  const terms = searchTerms(args.search, spec);
  const values: PageValues = { limit: args.limit, offset: (args.page - 1) * args.limit };
  const placeholders: SearchTerms<unknown> | null = terms && {
    pattern: sql.placeholder('pattern'),
    id: terms.id === null ? null : sql.placeholder('id'),
    cpfPattern: terms.cpfPattern === null ? null : sql.placeholder('cpfPattern'),
  };
  if (terms) {
    values.pattern = terms.pattern;
    if (terms.id !== null) values.id = terms.id;
    if (terms.cpfPattern !== null) values.cpfPattern = terms.cpfPattern;
  }
  const searchKey = terms ? `s${terms.id === null ? '' : 'i'}${terms.cpfPattern === null ? '' : 'c'}` : '-';
  return { key: `${args.orderby}:${args.order}:${searchKey}`, terms: placeholders, values, limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
}
