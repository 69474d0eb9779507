import { and, eq, ne, sql } from 'drizzle-orm';
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
