import { type AnyColumn, asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { ListArgs } from '@backoffice/domain/schemas/list';
import { UserError } from '../errors.ts';

export interface ListSpec {
  /** Columns the search box matches (substring, case-insensitive); digits also match the id. */
  search: AnyColumn[];
  id: AnyColumn;
  /** orderby values the client may send, e.g. { id, name } (title is accepted for name). */
  order: Record<string, AnyColumn>;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The where / order / limit / offset of a paged list, shared by its collection and count. */
export function listParts(args: ListArgs, spec: ListSpec) {
  const term = args.search?.trim();
  let where: SQL | undefined;
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    where = or(
      ...spec.search.map((column) => ilike(column, pattern)),
      /^\d{1,9}$/.test(term) ? sql`${spec.id} = ${Number(term)}` : undefined,
    );
  }
  const column = spec.order[args.orderby] ?? (args.orderby === 'title' ? spec.order.name : undefined);
  if (!column) throw new UserError(`Não é possível ordenar por "${args.orderby}".`);
  const direction = args.order === 'asc' ? asc : desc;
  return {
    where,
    // The id breaks ties so pages never repeat or skip a row.
    orderBy: column === spec.id ? [direction(spec.id)] : [direction(column), direction(spec.id)],
    limit: args.limit,
    offset: (args.page - 1) * args.limit,
  };
}
