import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { RESERVED_PROFILE_IDS } from '@backoffice/domain/constants';
import { PROFILE_MESSAGES, profileTitleKey, type ProfileInput } from '@backoffice/domain/schemas/profile';
import { accountModule, profile, profileAccountModule, users } from '../../../db/schema/account.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';
import { deleteRecord } from '../../../platform/db/delete-record.ts';
import { linkTable } from '../../../platform/db/link-table.ts';
import { inOrderOf } from '../../../platform/db/paged-list.ts';
import { saveRecord, tableValues } from '../../../platform/db/record.ts';
import { UserError } from '../../../platform/errors.ts';
import { type Save } from '../../../platform/graphql/operation.ts';

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
  // Not in the API's Profile: the export's 'Criado em'.
  created_at: profile.created_at,
  updated_at: profile.updated_at,
};

// A join (not a correlated subquery): Drizzle leaves columns unqualified in single-table selects.
const profilesWithCounts = (db: Db) => db.select(profileColumns).from(profile).leftJoin(users, eq(users.profile_id, profile.id)).groupBy(profile.id).$dynamic();

/** A query builder, not rows: the benchmark sends its very SQL straight to the database. */
export function listProfiles(db: Db) {
  return profilesWithCounts(db).orderBy(desc(profile.id));
}

/** Every profile id in the list's order (the list has no search): a bulk action or an export over the whole list. */
export async function profileIds(db: Db): Promise<number[]> {
  return (await db.select({ id: profile.id }).from(profile).orderBy(desc(profile.id))).map((r) => r.id);
}

/** The rows of these ids in that order: what the list's export reads. */
export async function profilesByIds(db: Db, ids: readonly number[]) {
  return inOrderOf(ids, await profilesWithCounts(db).where(inArray(profile.id, [...ids])));
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

/**
 * No other profile has the title, compared as profileTitleKey does (case, accents, spaces): an
 * expression index cannot fold accents without the unaccent extension, which PGlite lacks, so the
 * few profiles are compared here, and a transaction-scoped lock makes two saves of titles wait for
 * each other rather than both passing the check.
 */
export async function assertTitleFree(tx: Db, title: string, id: number | null | undefined): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('profile.title'))`);
  const key = profileTitleKey(title);
  const profiles = await tx.select({ id: profile.id, title: profile.title }).from(profile);
  if (profiles.some((p) => p.id !== id && profileTitleKey(p.title) === key)) throw new UserError(PROFILE_MESSAGES.duplicateTitle, 'CONFLICT');
}

/** `expectedUpdatedAt`: the version the form loaded (see assertUnchangedSince). */
export async function saveProfile(db: Db, user: CurrentUser, { id, input, updated_at: expectedUpdatedAt }: Save<ProfileInput>) {
  const savedId = await saveRecord(db, {
    table: profile,
    user,
    id,
    expectedUpdatedAt,
    load: editableProfile,
    notFound: PROFILE_MESSAGES.notFound,
    check: (t) => assertTitleFree(t, input.title, id),
    values: tableValues(profile, input),
    createValues: { is_admin: true, is_superadmin: false },
  });
  return (await findProfile(db, savedId))!;
}

export async function deleteProfile(db: Db, user: CurrentUser, id: number): Promise<boolean> {
  await deleteRecord(db, {
    table: profile,
    id,
    load: editableProfile,
    notFound: PROFILE_MESSAGES.notFound,
    check: async () => {
      if (RESERVED_PROFILE_IDS.includes(id)) throw new UserError(PROFILE_MESSAGES.reserved, 'CONFLICT');
    },
    childrenExist: PROFILE_MESSAGES.hasUsers,
    children: () => [[users, eq(users.profile_id, id)]],
    audit: { user, action: 'profile.delete', kind: 'profile', details: (row) => ({ title: row.title }) },
    bin: { type: 'profile', title: (row) => row.title, user },
  });
  return true;
}

const moduleRef = (m: { id: number; name: string; label: string }) => ({ id: m.id, name: m.name, label: m.label });

export async function listAccountModules(db: Db) {
  const rows = await db.select().from(accountModule).orderBy(asc(accountModule.id));
  return rows.map((m) => ({ ...moduleRef(m), module: moduleRef(m) }));
}

/** profile_account_module: the modules a profile grants. */
const profileModuleLinks = linkTable(profileAccountModule, ['profile_id', 'account_module_id']);

export async function profileModules(db: Db, profileId: number) {
  const rows = await profileModuleLinks.linked(db, 'profile_id', profileId, {
    id: accountModule.id,
    columns: {
      id: profileAccountModule.id,
      profile_id: profileAccountModule.profile_id,
      account_module_id: profileAccountModule.account_module_id,
      name: accountModule.name,
      label: accountModule.label,
    },
  });
  return rows.map((r) => ({ ...r, module: moduleRef({ id: r.account_module_id, name: r.name, label: r.label }) }));
}

export async function linkModule(db: Db, user: CurrentUser, profileId: number, moduleId: number) {
  await editableProfile(db, profileId);
  const [moduleRow] = await db.select({ name: accountModule.name }).from(accountModule).where(eq(accountModule.id, moduleId));
  if (!moduleRow) throw new UserError(PROFILE_MESSAGES.moduleNotFound, 'NOT_FOUND');
  assertMayChangeModules(user, profileId, moduleRow.name);
  await profileModuleLinks.link(
    db,
    user,
    { profile_id: profileId, account_module_id: moduleId },
    { action: 'profile.module.grant', target: { kind: 'profile', id: profileId }, details: { module: moduleRow.name } },
  );
  const links = await profileModules(db, profileId);
  return links.find((l) => l.account_module_id === moduleId)!;
}

export async function unlinkModule(db: Db, user: CurrentUser, profileId: number, moduleId: number): Promise<boolean> {
  await editableProfile(db, profileId);
  assertMayChangeModules(user, profileId);
  await profileModuleLinks.unlink(
    db,
    user,
    { profile_id: profileId, account_module_id: moduleId },
    { action: 'profile.module.revoke', target: { kind: 'profile', id: profileId }, details: { module_id: moduleId } },
  );
  return true;
}

export function usersByProfile(db: Db, profileId: number) {
  return db
    .select({ id: users.id, name: users.name, mail: users.mail, uid: users.uid })
    .from(users)
    .where(eq(users.profile_id, profileId))
    .orderBy(asc(users.name), asc(users.id));
}
