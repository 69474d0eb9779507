import { asc, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import { users } from '../../../db/schema/account.ts';
import { commitmentTerm } from '../../../db/schema/analytics.ts';
import type { Db } from '../../../platform/db/client.ts';

export type MemberKind = 'corretor' | 'parceiro' | 'colaborador';

/**
 * Who accepted the term: a user with a broker registration is a corretor, else one with a
 * partner registration is a parceiro, else a colaborador (an employee). The counts and the
 * report both classify with this one expression. Written out in full: Drizzle leaves columns
 * unqualified in a single-table select, which would compare the subquery's user_id with itself.
 */
export const memberKind: SQL<MemberKind> = sql<MemberKind>`case
  when exists (select 1 from corretor c where c.user_id = commitment_term.user_id) then 'corretor'
  when exists (select 1 from parceiro p where p.user_id = commitment_term.user_id) then 'parceiro'
  else 'colaborador' end`;

export interface CommitmentTermCounts {
  parceiros: number;
  corretores: number;
  colaboradores: number;
}

export async function countCommitmentTerms(db: Db): Promise<CommitmentTermCounts> {
  const kind = memberKind.as('kind');
  const rows = await db
    .select({ kind, n: count() })
    .from(commitmentTerm)
    .groupBy(sql`1`);
  const of = (k: MemberKind) => rows.find((r) => r.kind === k)?.n ?? 0;
  return { parceiros: of('parceiro'), corretores: of('corretor'), colaboradores: of('colaborador') };
}

export interface CommitmentTermRow {
  /** The user's id: the key the report pages by. */
  id: number;
  name: string;
  mail: string;
  uid: string;
  kind: MemberKind;
  accepted_at: Date;
}

/** A page of acceptances, by user id, for the keyset-batched report. */
export function commitmentTermPage(db: Db, afterId: number, size: number): Promise<CommitmentTermRow[]> {
  return db
    .select({ id: commitmentTerm.user_id, name: users.name, mail: users.mail, uid: users.uid, kind: memberKind, accepted_at: commitmentTerm.accepted_at })
    .from(commitmentTerm)
    .innerJoin(users, eq(users.id, commitmentTerm.user_id))
    .where(gt(commitmentTerm.user_id, afterId))
    .orderBy(asc(commitmentTerm.user_id))
    .limit(size);
}
