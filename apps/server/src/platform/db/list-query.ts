import { type AnyColumn, asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import { onlyDigits } from '@backoffice/domain/documents';
import type { ListArgs } from '@backoffice/domain/schemas/list';
import { UserError } from '../errors.ts';

export interface ListSpec {
  /** Columns the search box matches (substring, case-insensitive); digits also match the id. */
  search: AnyColumn[];
  id: AnyColumn;
  /** orderby values the client may send, e.g. { id, name } (title is accepted for name). */
  order: Record<string, AnyColumn>;
  /**
   * A column of CPFs stored as digits only. A term made of digits and CPF punctuation (a CPF
   * typed as 000.000.000-00 or as 11 digits, or part of one) also matches it by its digits.
   */
  cpf?: AnyColumn;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The digits of a term that reads as a CPF or part of one (digits, dots, dashes, spaces); null otherwise. */
export function cpfDigits(term: string): string | null {
  if (!/^[\d.\-\s]+$/.test(term)) return null;
  return onlyDigits(term) || null;
}

/** The condition of a search term (trimmed; none for an empty term), shared by a list and its count. */
export function searchWhere(search: string | null | undefined, spec: Pick<ListSpec, 'search' | 'id' | 'cpf'>): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  const digits = spec.cpf ? cpfDigits(term) : null;
  return or(
    ...spec.search.map((column) => ilike(column, pattern)),
    /^\d{1,9}$/.test(term) ? sql`${spec.id} = ${Number(term)}` : undefined,
    digits ? ilike(spec.cpf!, `%${digits}%`) : undefined,
  );
}

/** The where / order / limit / offset of a paged list, shared by its collection and count. */
export function listParts(args: ListArgs, spec: ListSpec) {
  const column = spec.order[args.orderby] ?? (args.orderby === 'title' ? spec.order.name : undefined);
  if (!column) throw new UserError(`Não é possível ordenar por "${args.orderby}".`);
  const direction = args.order === 'asc' ? asc : desc;
  return {
    where: searchWhere(args.search, spec),
    // The id breaks ties so pages never repeat or skip a row.
    orderBy: column === spec.id ? [direction(spec.id)] : [direction(column), direction(spec.id)],
    limit: args.limit,
    offset: (args.page - 1) * args.limit,
  };
}
