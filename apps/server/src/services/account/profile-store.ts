import { and, asc, count, desc, eq } from 'drizzle-orm';
import { RESERVED_PROFILE_IDS } from '@backoffice/domain/constants';
import { PROFILE_MESSAGES, type ProfileInput } from '@backoffice/domain/schemas/profile';
import { accountModule, profile, profileAccountModule, users } from '../../db/schema/account.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { createdBy, updatedBy } from '../../platform/audit.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { Db } from '../../platform/db/client.ts';
import { assertUnchangedSince } from '../../platform/db/version-check.ts';
import { UserError } from '../../platform/errors.ts';

export { PROFILE_MESSAGES };

/**
 * Nobody raises their own rights: the modules of the caller's own profile are changed only by
 * someone else, and a module is granted only by a super administrator or by someone who holds it.
 */
function assertMayChangeModules(user: CurrentUser, profileId: number, moduleName?: string): void {
  if (user.profile?.id === profileId) throw new UserError(PROFILE_MESSAGES.ownProfile, 'FORBIDDEN');
  if (moduleName !== undefined && !user.profile?.is_superadmin && !(user.modules as string[]).includes(moduleName)) {
    throw new UserError(PROFILE_MESSAGES.notHeld, 'FORBIDDEN');
  }
}

const profileColumns = {
  id: profile.id,
  title: profile.title,
  is_admin: profile.is_admin,
  is_superadmin: profile.is_superadmin,
  userCount: count(users.id),
  updated_at: profile.updated_at,
};

// A join (not a correlated subquery): Drizzle leaves columns unqualified in single-table selects.
const profilesWithCounts = (db: Db) =>
  db.select(profileColumns).from(profile).leftJoin(users, eq(users.profile_id, profile.id)).groupBy(profile.id).$dynamic();

/** A query builder, not rows: the benchmark sends its very SQL straight to the database. */
export function listProfiles(db: Db) {
  return profilesWithCounts(db).orderBy(desc(profile.id));
}

export async function findProfile(db: Db, id: number) {
  const [row] = await profilesWithCounts(db).where(eq(profile.id, id));
  return row ?? null;
}

/** Loads a profile that may be changed: it exists and is not a super administrator one. */
async function editableProfile(db: Db, id: number) {
  const row = await findProfile(db, id);
  if (!row) throw new UserError(PROFILE_MESSAGES.notFound, 'NOT_FOUND');
  if (row.is_superadmin) throw new UserError(PROFILE_MESSAGES.superadmin, 'FORBIDDEN');
  return row;
}

/** `expectedUpdatedAt`: the version the form loaded (see assertUnchangedSince). */
export async function saveProfile(
  db: Db,
  user: CurrentUser,
  id: number | null | undefined,
  input: ProfileInput,
  expectedUpdatedAt?: string | null,
) {
  if (id) {
    await db.transaction(async (t) => {
      await editableProfile(t, id);
      await assertUnchangedSince(t, profile, id, expectedUpdatedAt);
      await t.update(profile).set({ title: input.title, ...updatedBy(user) }).where(eq(profile.id, id));
    });
    return (await findProfile(db, id))!;
  }
  const [created] = await db
    .insert(profile)
    .values({ title: input.title, is_admin: true, is_superadmin: false, ...createdBy(user) })
    .returning({ id: profile.id });
  return (await findProfile(db, created.id))!;
}

export async function deleteProfile(db: Db, user: CurrentUser, id: number): Promise<boolean> {
  const row = await editableProfile(db, id);
  if (RESERVED_PROFILE_IDS.includes(id)) throw new UserError(PROFILE_MESSAGES.reserved, 'CONFLICT');
  if (row.userCount > 0) throw new UserError(PROFILE_MESSAGES.hasUsers, 'CONFLICT');
  await db.delete(profile).where(eq(profile.id, id));
  await recordAudit(db, { action: 'profile.delete', user, target: { kind: 'profile', id }, details: { title: row.title } });
  return true;
}

const moduleRef = (m: { id: number; name: string; label: string }) => ({ id: m.id, name: m.name, label: m.label });

export async function listAccountModules(db: Db) {
  const rows = await db.select().from(accountModule).orderBy(asc(accountModule.id));
  return rows.map((m) => ({ ...moduleRef(m), module: moduleRef(m) }));
}

export async function profileModules(db: Db, profileId: number) {
  const rows = await db
    .select({
      id: profileAccountModule.id,
      profile_id: profileAccountModule.profile_id,
      account_module_id: profileAccountModule.account_module_id,
      name: accountModule.name,
      label: accountModule.label,
    })
    .from(profileAccountModule)
    .innerJoin(accountModule, eq(accountModule.id, profileAccountModule.account_module_id))
    .where(eq(profileAccountModule.profile_id, profileId))
    .orderBy(asc(accountModule.id));
  return rows.map((r) => ({ ...r, module: moduleRef({ id: r.account_module_id, name: r.name, label: r.label }) }));
}

export async function linkModule(db: Db, user: CurrentUser, profileId: number, moduleId: number) {
  await editableProfile(db, profileId);
  const [moduleRow] = await db.select({ name: accountModule.name }).from(accountModule).where(eq(accountModule.id, moduleId));
  if (!moduleRow) throw new UserError(PROFILE_MESSAGES.moduleNotFound, 'NOT_FOUND');
  assertMayChangeModules(user, profileId, moduleRow.name);
  const [added] = await db
    .insert(profileAccountModule)
    .values({ profile_id: profileId, account_module_id: moduleId, ...createdBy(user) })
    .onConflictDoNothing()
    .returning({ id: profileAccountModule.id });
  if (added) await recordAudit(db, { action: 'profile.module.grant', user, target: { kind: 'profile', id: profileId }, details: { module: moduleRow.name } });
  const links = await profileModules(db, profileId);
  return links.find((l) => l.account_module_id === moduleId)!;
}

export async function unlinkModule(db: Db, user: CurrentUser, profileId: number, moduleId: number): Promise<boolean> {
  await editableProfile(db, profileId);
  assertMayChangeModules(user, profileId);
  const removed = await db
    .delete(profileAccountModule)
    .where(and(eq(profileAccountModule.profile_id, profileId), eq(profileAccountModule.account_module_id, moduleId)))
    .returning({ id: profileAccountModule.account_module_id });
  if (removed.length) await recordAudit(db, { action: 'profile.module.revoke', user, target: { kind: 'profile', id: profileId }, details: { module_id: moduleId } });
  return true;
}

export function usersByProfile(db: Db, profileId: number) {
  return db
    .select({ id: users.id, name: users.name, mail: users.mail, uid: users.uid })
    .from(users)
    .where(eq(users.profile_id, profileId))
    .orderBy(asc(users.name), asc(users.id));
}
