import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/account.ts';
import { updatedBy } from '../../platform/audit.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { Db } from '../../platform/db/client.ts';
import { UserError } from '../../platform/errors.ts';

export const LINKED_ACCOUNT_MESSAGES = {
  mailTaken: 'Este e-mail já é usado por outro usuário.',
  uidTaken: 'Este CPF já é usado como User ID por outro usuário.',
} as const;

/**
 * A registration (corretor or parceiro) created with a login shares its person with that user:
 * the name and e-mail are kept in step, and a User ID that was the old CPF follows the new one.
 * Runs inside the registration's transaction, so both change or neither does.
 */
export async function syncLinkedUser(
  tx: Db,
  actor: CurrentUser,
  userId: number | null,
  previousCpf: string,
  person: { name: string; email: string; cpf: string },
): Promise<void> {
  if (!userId) return;
  const [linked] = await tx.select({ uid: users.uid }).from(users).where(eq(users.id, userId));
  if (!linked) return;
  const [mailOwner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.mail}) = ${person.email.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  if (mailOwner) throw new UserError(LINKED_ACCOUNT_MESSAGES.mailTaken, 'CONFLICT');
  const uid = linked.uid === previousCpf ? person.cpf : linked.uid;
  if (uid !== linked.uid) {
    const [uidOwner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.uid, uid), ne(users.id, userId)))
      .limit(1);
    if (uidOwner) throw new UserError(LINKED_ACCOUNT_MESSAGES.uidTaken, 'CONFLICT');
  }
  await tx
    .update(users)
    .set({ name: person.name, mail: person.email, uid, ...updatedBy(actor) })
    .where(eq(users.id, userId));
}

/** A registration table: its CPF and the user created with it, if any. */
type RegistrationTable = PgTable & { id: PgColumn; cpf: PgColumn; user_id: PgColumn };

/**
 * The parts of a registration's saveRecord that keep its linked user in step: `load` reads
 * what the sync needs, `after` syncs once an existing registration is updated.
 */
export function linkedUserSync(table: RegistrationTable, actor: CurrentUser, person: { name: string; email: string; cpf: string }) {
  type Current = { cpf: string; user_id: number | null };
  return {
    load: async (tx: Db, id: number): Promise<Current | undefined> =>
      ((await tx.select({ cpf: table.cpf, user_id: table.user_id }).from(table).where(eq(table.id, id))) as Current[])[0],
    after: async (tx: Db, _id: number, current: Current | null) => {
      if (current) await syncLinkedUser(tx, actor, current.user_id, current.cpf, person);
    },
  };
}
