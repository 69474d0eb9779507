import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { BIN_MESSAGES, BIN_TYPES, type BinType } from '@backoffice/domain/recycle-bin';
import { users } from '../../db/schema/account.ts';
import { binEntry } from '../../db/schema/bin.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import { purgeEntry, restoreEntry, type RestoreRule } from '../../platform/bin/recycle-bin.ts';
import type { Db } from '../../platform/db/client.ts';
import { UserError } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { assertTitleFree } from '../account/profiles/profile-store.ts';
import { assertCpfFree } from '../lms/instructors/instructor-store.ts';
import { assertNameFree } from '../parceiro/branch-store.ts';

/** A type's own rule a restore must pass beyond the database's. */
const RESTORE_RULES: Partial<Record<BinType, RestoreRule>> = {
  profile: (tx, row) => assertTitleFree(tx, String(row.title), Number(row.id)),
  branch: (tx, row) => assertNameFree(tx, String(row.value), Number(row.id)),
  instructor: (tx, row) => assertCpfFree(tx, String(row.cpf), Number(row.id)),
};

export interface BinFilter {
  type?: BinType | null;
  deleted_by?: number | null;
}

/** The entries a caller may see: of the modules they hold (a super administrator holds all). */
const visibleTo = (user: CurrentUser) => inArray(binEntry.module, user.modules.length ? user.modules : ['-']);

const where = (user: CurrentUser, filter: BinFilter) =>
  and(visibleTo(user), filter.type ? eq(binEntry.type, filter.type) : undefined, filter.deleted_by ? eq(binEntry.deleted_by, filter.deleted_by) : undefined);

/** bin_entries: newest first, with who deleted and how many days are left before the purge. */
export async function listBinEntries(db: Db, user: CurrentUser, filter: BinFilter & { page: number; limit: number }, days: number) {
  const rows = await db
    .select({
      id: binEntry.id,
      type: binEntry.type,
      title: binEntry.title,
      record_id: binEntry.record_id,
      deleted_by: binEntry.deleted_by,
      deleted_by_name: users.name,
      deleted_at: binEntry.deleted_at,
    })
    .from(binEntry)
    .leftJoin(users, eq(users.id, binEntry.deleted_by))
    .where(where(user, filter))
    .orderBy(desc(binEntry.deleted_at), desc(binEntry.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const now = Date.now();
  return rows.map((r) => ({
    ...r,
    type_label: BIN_TYPES[r.type as BinType]?.label ?? r.type,
    deleted_at: r.deleted_at.toISOString(),
    days_left: Math.max(0, Math.ceil((r.deleted_at.getTime() + days * 86_400_000 - now) / 86_400_000)),
  }));
}

export async function countBinEntries(db: Db, user: CurrentUser, filter: BinFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(binEntry).where(where(user, filter));
  return Number(row?.n ?? 0);
}

/** Who deleted what the caller may see: the options of the 'who' filter. */
export function binDeleters(db: Db, user: CurrentUser) {
  return db
    .selectDistinct({ id: users.id, name: users.name })
    .from(binEntry)
    .innerJoin(users, eq(users.id, binEntry.deleted_by))
    .where(visibleTo(user))
    .orderBy(users.name, users.id);
}

/** An entry the caller may act on; one of a module they lack reads as missing. */
async function entryFor(db: Db, user: CurrentUser, id: number) {
  const [entry] = await db
    .select()
    .from(binEntry)
    .where(and(eq(binEntry.id, id), visibleTo(user)));
  if (!entry) throw new UserError(BIN_MESSAGES.notFound, 'NOT_FOUND');
  return entry;
}

export async function restoreBinEntry(db: Db, user: CurrentUser, id: number) {
  return restoreEntry(db, user, await entryFor(db, user, id), RESTORE_RULES);
}

export async function purgeBinEntry(deps: { db: Db; files: FileStorage }, user: CurrentUser, id: number): Promise<boolean> {
  const entry = await entryFor(deps.db, user, id);
  const keys = await deps.db.transaction((tx) => purgeEntry(tx, user, entry));
  await Promise.all(keys.map((key) => deps.files.remove(key).catch(() => {})));
  return true;
}

/** The daily purge: every entry older than `days`, one transaction each. Answers how many went. */
export async function purgeExpired(deps: { db: Db; files: FileStorage }, days: number): Promise<number> {
  const expired = await deps.db
    .select()
    .from(binEntry)
    .where(lt(binEntry.deleted_at, sql`now() - make_interval(days => ${days})`));
  for (const entry of expired) {
    const keys = await deps.db.transaction(async (tx) => {
      // Another copy's purge, or a restore, may have taken it meanwhile.
      const [still] = await tx.select({ id: binEntry.id }).from(binEntry).where(eq(binEntry.id, entry.id)).for('update', { skipLocked: true });
      return still ? purgeEntry(tx, null, entry) : [];
    });
    await Promise.all(keys.map((key) => deps.files.remove(key).catch(() => {})));
  }
  return expired.length;
}
