import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A column as the GraphQL types carry it: an instant as ISO text, everything else as stored. */
type Presented<T> = T extends Date ? string : T;

export type PresentedRow<R> = { [K in keyof R]: Presented<R[K]> };

/**
 * A row as the API shows it: every column under its own name, instants as ISO text (the one
 * conversion every store needs). A store adds only what is not a column: a file's URL, a
 * referenced record's title, a formatted date.
 */
export function presentRow<R extends object>(row: R): PresentedRow<R> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) out[name] = value instanceof Date ? value.toISOString() : value;
  return out as PresentedRow<R>;
}

/** Of the fields the domain schema accepted, those the table stores under the same name. */
type StoredFields<T extends PgTable, I> = Pick<I, keyof I & keyof T['$inferInsert']>;

/**
 * The columns a save writes: each field of the input that names a column of the table. A field the
 * domain adds to its schema and the table to its columns is written with no store edited.
 */
export function tableValues<T extends PgTable, I extends object>(table: T, input: I): StoredFields<T, I> {
  const columns = getTableColumns(table);
  return Object.fromEntries(Object.entries(input).filter(([name]) => name in columns)) as StoredFields<T, I>;
}

/** A referenced record as `{ id, title }` (a course's proof), or null when none is set or it is gone. */
export const titledRef = (id: number | null | undefined, title: string | null | undefined) =>
  id && title !== null && title !== undefined ? { id, title } : null;
