import { and, eq, inArray } from 'drizzle-orm';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { users } from '../db/schema/account.ts';
import { category } from '../db/schema/dam.ts';
import { proof } from '../db/schema/lms.ts';
import type { Db } from './db/client.ts';
import { UserError } from './errors.ts';

/** The checks courses and trails share before they are saved or linked. */

/** Every category id names an existing category; `message` otherwise. */
export async function assertCategoriesExist(db: Db, ids: readonly number[], message: string): Promise<void> {
  if (!ids.length) return;
  const found = await db
    .select({ id: category.id })
    .from(category)
    .where(inArray(category.id, [...ids]));
  if (found.length !== new Set(ids).size) throw new UserError(message, 'NOT_FOUND');
}

/** Owners are picked from the users of profiles 15 and 1 (the roles and permissions of the spec). */
export async function assertOwnerProfile(db: Db, owner: number, message: string): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, owner), inArray(users.profile_id, [PROFILE_ID.SPECIAL, PROFILE_ID.ADMIN])));
  if (!row) throw new UserError(message);
}

/** The proof `id` is of `type` (1 course proof, 2 reaction evaluation); `message` otherwise. */
export async function assertProofType(db: Db, id: number, type: number, message: string): Promise<void> {
  const [row] = await db.select({ type: proof.prooftype_id }).from(proof).where(eq(proof.id, id));
  if (row?.type !== type) throw new UserError(message);
}
