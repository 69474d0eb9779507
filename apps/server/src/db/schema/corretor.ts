import { sql } from 'drizzle-orm';
import { foldedTrigramIndex } from './search-fold.ts';
import { index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { auditColumns } from './audit.ts';

/** Broker registration (SSO Corretores). cpf holds digits only. */
export const corretor = pgTable(
  'corretor',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 80 }).notNull(),
    email: varchar('email', { length: 80 }).notNull(),
    cpf: varchar('cpf', { length: 14 }).notNull(),
    susep: varchar('susep', { length: 10 }),
    grupo: integer('grupo'),
    celular: varchar('celular', { length: 15 }),
    /** 1 Funcionário, 2 Sócio, 3 Preposto. */
    role: smallint('role'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('corretor_cpf_unique').on(t.cpf),
    index('corretor_user_idx').on(t.user_id),
    index('corretor_name_idx').on(t.name),
    // The list's search (a substring of any of these, a CPF by its digits) through the indexes.
    index('corretor_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('corretor_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
    index('corretor_susep_trgm').using('gin', sql`${t.susep} gin_trgm_ops`),
    index('corretor_cpf_trgm').using('gin', sql`${t.cpf} gin_trgm_ops`),
    foldedTrigramIndex('corretor_name_fold_trgm', t.name),
    // The global search finds a whole e-mail by equality.
    index('corretor_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);
