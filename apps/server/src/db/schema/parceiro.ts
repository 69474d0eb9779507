import { sql } from 'drizzle-orm';
import { foldedTrigramIndex } from './search-fold.ts';
import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { auditColumns } from './audit.ts';

export const branch = pgTable('branch', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  value: varchar('value', { length: 120 }).notNull(),
  ...auditColumns(),
});

/** Partner registration (SSO Parceiros). cpf and cnpj_cpf_imobiliaria hold digits only. */
export const parceiro = pgTable(
  'parceiro',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 80 }).notNull(),
    email: varchar('email', { length: 80 }).notNull(),
    cpf: varchar('cpf', { length: 14 }).notNull(),
    company: varchar('company', { length: 40 }),
    role: varchar('role', { length: 40 }),
    phone: varchar('phone', { length: 14 }),
    branch_id: integer('branch_id').references(() => branch.id, { onDelete: 'restrict' }),
    /** Approved (true), rejected (false) or not defined (null); only for branch 298188. */
    status: boolean('status'),
    cnpj_cpf_imobiliaria: varchar('cnpj_cpf_imobiliaria', { length: 14 }),
    cod_imobiliaria: varchar('cod_imobiliaria', { length: 20 }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('parceiro_cpf_unique').on(t.cpf),
    index('parceiro_user_idx').on(t.user_id),
    index('parceiro_branch_idx').on(t.branch_id),
    index('parceiro_name_idx').on(t.name),
    // The list's search (a substring of any of these, a CPF by its digits) through the indexes.
    index('parceiro_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('parceiro_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
    index('parceiro_company_trgm').using('gin', sql`${t.company} gin_trgm_ops`),
    index('parceiro_cpf_trgm').using('gin', sql`${t.cpf} gin_trgm_ops`),
    foldedTrigramIndex('parceiro_name_fold_trgm', t.name),
    // The global search finds a whole e-mail by equality.
    index('parceiro_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/** The real-estate base (Importar base) that verifica_base_imobiliaria checks against. */
export const realEstateBase = pgTable(
  'real_estate_base',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** CNPJ or CPF, digits only. */
    document: varchar('document', { length: 14 }),
    code: varchar('code', { length: 20 }),
    name: varchar('name', { length: 255 }).notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('real_estate_base_document_unique').on(t.document), uniqueIndex('real_estate_base_code_unique').on(t.code)],
);
