import { customType, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/** Text compared byte by byte: a prefix's matches are then one contiguous range of a btree index. */
const byteOrderedText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * What the global search finds a record by, kept by statement triggers on each searched table
 * (migration 0024) in the transaction of each change: every place a word starts in its title or
 * name, folded (search_fold) and cut to the longest term; its e-mail whole; its CPF's or UID's
 * digits from each position on, so that part of a CPF is the start of a key too. A
 * term is looked up as a prefix, so the first matches of a common surname among a million names
 * are read off this index in key order, where a trigram index had to read every match first.
 */
export const searchKey = pgTable(
  'search_key',
  {
    kind: varchar('kind', { length: 20 }).notNull(),
    record_id: integer('record_id').notNull(),
    key: byteOrderedText('key').notNull(),
  },
  (t) => [
    // record_id last: a search reads its sample from the index alone.
    index('search_key_lookup_idx').on(t.kind, t.key, t.record_id),
    index('search_key_record_idx').on(t.kind, t.record_id),
  ],
);
