import { sql } from 'drizzle-orm';
import { index, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * A trigram index of a column without case or accents (search_fold, migration 0018): what the
 * global search matches `search_fold(column) like '%' || search_fold(term) || '%'` through.
 */
export const foldedTrigramIndex = (name: string, column: PgColumn) => index(name).using('gin', sql`search_fold(${column}) gin_trgm_ops`);
