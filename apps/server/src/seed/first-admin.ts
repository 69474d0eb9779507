import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { profile, users } from '../db/schema/account.ts';
import { hashPassword } from '../platform/auth/password.ts';
import type { Db } from '../platform/db/client.ts';

/**
 * Creates the first super administrator when there is none. Returns the credentials when it
 * created one, so the caller can print them once.
 */
export async function ensureFirstAdmin(
  db: Db,
  admin: { email: string; password?: string },
): Promise<{ login: string; password: string; generated: boolean } | null> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profile, eq(profile.id, users.profile_id))
    .where(eq(profile.is_superadmin, true))
    .limit(1);
  if (existing) return null;
  const password = admin.password ?? randomBytes(12).toString('base64url');
  await db.insert(users).values({
    name: 'Administrador do Sistema',
    mail: admin.email,
    uid: 'admin',
    password_hash: await hashPassword(password),
    profile_id: PROFILE_ID.SUPER_ADMIN,
  });
  return { login: admin.email, password, generated: !admin.password };
}
