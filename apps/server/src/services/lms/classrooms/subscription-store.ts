import { MESSAGES } from '@backoffice/domain/constants';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CLASSROOM_MESSAGES, SUBSCRIPTION_MESSAGES, normalizeUid, type Attendance } from '@backoffice/domain/schemas/classroom';
import { users } from '../../../db/schema/account.ts';
import { classroom, classroomSubscription } from '../../../db/schema/lms.ts';
import { createdBy, updatedBy } from '../../../platform/audit.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';
import { UserError } from '../../../platform/errors.ts';

/** Which participants a count takes (countSubscriptions, ...IsPresent, ...IsNotPresent, ...IsNotInitiated). */
export type AttendanceFilter = 'all' | 'present' | 'absent' | 'notStarted';

const FILTERS = {
  all: undefined,
  present: eq(classroomSubscription.is_present, 1),
  absent: eq(classroomSubscription.is_present, 0),
  notStarted: isNull(classroomSubscription.is_present),
} as const;

export async function countSubscriptions(db: Db, classroomId: number, filter: AttendanceFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(classroomSubscription)
    .where(and(eq(classroomSubscription.classroom_id, classroomId), FILTERS[filter]));
  return row?.n ?? 0;
}

/** is_attendance_list: someone of the classroom was marked present or absent. */
export async function isAttendanceList(db: Db, classroomId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(classroomSubscription)
    .where(and(eq(classroomSubscription.classroom_id, classroomId), sql`${classroomSubscription.is_present} is not null`))
    .limit(1);
  return Boolean(row);
}

/** One page of participants, by name (the attendance table). */
export function listSubscriptions(db: Db, classroomId: number, limit: number, page: number) {
  return db
    .select({
      id: classroomSubscription.id,
      user_id: classroomSubscription.user_id,
      is_present: classroomSubscription.is_present,
      name: users.name,
      uid: users.uid,
    })
    .from(classroomSubscription)
    .innerJoin(users, eq(users.id, classroomSubscription.user_id))
    .where(eq(classroomSubscription.classroom_id, classroomId))
    .orderBy(asc(users.name), asc(classroomSubscription.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

/** subscription_present: sets one participant's attendance (null: not started). */
export async function setPresence(
  db: Db,
  user: CurrentUser,
  id: number,
  value: Attendance,
): Promise<{ id: number; user_id: number; is_present: number | null }> {
  const [row] = await db
    .update(classroomSubscription)
    .set({ is_present: value, ...updatedBy(user) })
    .where(eq(classroomSubscription.id, id))
    .returning({ id: classroomSubscription.id, user_id: classroomSubscription.user_id, is_present: classroomSubscription.is_present });
  if (!row) throw new UserError(SUBSCRIPTION_MESSAGES.notFound, 'NOT_FOUND');
  return row;
}

/**
 * The toggle-all: every participant of the classroom advances one step of the cycle from where
 * they are (not started → Concluído → Ausente → not started), in one UPDATE, so a mixed list
 * stays mixed, each one step further. Returns how many participants changed.
 */
export async function advanceAllPresence(db: Db, user: CurrentUser, classroomId: number): Promise<number> {
  await assertClassroom(db, classroomId);
  const changed = await db
    .update(classroomSubscription)
    .set({
      is_present: sql`case ${classroomSubscription.is_present} when 1 then 0 when 0 then null else 1 end`,
      ...updatedBy(user),
    })
    .where(eq(classroomSubscription.classroom_id, classroomId))
    .returning({ id: classroomSubscription.id });
  return changed.length;
}

export async function deleteSubscription(db: Db, id: number): Promise<boolean> {
  const [row] = await db.delete(classroomSubscription).where(eq(classroomSubscription.id, id)).returning({ id: classroomSubscription.id });
  if (!row) throw new UserError(SUBSCRIPTION_MESSAGES.notFound, 'NOT_FOUND');
  return true;
}

export async function assertClassroom(db: Db, classroomId: number): Promise<void> {
  const [row] = await db.select({ id: classroom.id }).from(classroom).where(eq(classroom.id, classroomId));
  if (!row) throw new UserError(CLASSROOM_MESSAGES.notFound, 'NOT_FOUND');
}

/**
 * The classroom row locked for the rest of the transaction, with how many places are left:
 * concurrent adds to one classroom queue here, so each counts what the previous one wrote.
 */
async function lockPlaces(tx: Db, classroomId: number): Promise<{ limit: number | null; left: number }> {
  const [row] = await tx.select({ limit: classroom.limit_registrations }).from(classroom).where(eq(classroom.id, classroomId)).for('update');
  if (!row) throw new UserError(CLASSROOM_MESSAGES.notFound, 'NOT_FOUND');
  if (row.limit === null) return { limit: null, left: Number.POSITIVE_INFINITY };
  const taken = await countSubscriptions(tx, classroomId, 'all');
  return { limit: row.limit, left: row.limit - taken };
}

/** createSubscription_by_uid: the user of a CPF or registration number joins the classroom. */
export async function subscribeByUid(db: Db, user: CurrentUser, classroomId: number, typedUid: string) {
  const uid = normalizeUid(typedUid);
  return db.transaction(async (tx) => {
    const places = await lockPlaces(tx, classroomId);
    const [person] = await tx.select({ id: users.id, name: users.name, uid: users.uid }).from(users).where(eq(users.uid, uid));
    if (!person) throw new UserError(SUBSCRIPTION_MESSAGES.userNotFound(typedUid.trim()), 'NOT_FOUND');
    const [existing] = await tx
      .select({ id: classroomSubscription.id })
      .from(classroomSubscription)
      .where(and(eq(classroomSubscription.classroom_id, classroomId), eq(classroomSubscription.user_id, person.id)));
    if (existing) throw new UserError(SUBSCRIPTION_MESSAGES.alreadySubscribed(typedUid.trim()), 'CONFLICT');
    if (places.left <= 0) throw new UserError(SUBSCRIPTION_MESSAGES.limitReached(places.limit!), 'CONFLICT');
    const [created] = await tx
      .insert(classroomSubscription)
      .values({ classroom_id: classroomId, user_id: person.id, ...createdBy(user) })
      .returning({ id: classroomSubscription.id, user_id: classroomSubscription.user_id, is_present: classroomSubscription.is_present });
    return { ...created, name: person.name, uid: person.uid };
  });
}

export interface ImportLine {
  line: number;
  uid: string;
}

export interface LineError {
  row: number;
  value: string;
  error: string;
}

/**
 * Subscribes the users of a batch of import lines in one transaction (the classroom locked, as
 * for a single add): unknown CPFs, repeated ones (in the file or already subscribed) and lines
 * past the classroom's limit are reported with their line; every other line is stored.
 * `seen` carries the uids of earlier batches of the same file.
 */
/** A refused value as the answer repeats it: without its control characters, at most 100 characters. */
const shownValue = (value: string) => {
  const clean = value.replace(/[\u0000-\u001F]/g, '');
  return clean.length > 100 ? `${clean.slice(0, 100)}…` : clean;
};

export async function subscribeBatch(
  db: Db,
  user: CurrentUser,
  classroomId: number,
  lines: ImportLine[],
  seen: Map<string, number>,
): Promise<{ created: number; errors: LineError[] }> {
  return db.transaction(async (tx) => {
    const places = await lockPlaces(tx, classroomId);
    const errors: LineError[] = [];
    // A value with NUL or another control character is no one's CPF or UID: refused with its line, never sent to the database.
    const readable = (uid: string) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(uid);
    const uids = [...new Set(lines.filter((l) => readable(l.uid)).map((l) => normalizeUid(l.uid)))];
    const found = uids.length ? await tx.select({ id: users.id, uid: users.uid }).from(users).where(inArray(users.uid, uids)) : [];
    const userByUid = new Map(found.map((u) => [u.uid, u.id]));
    const ids = found.map((u) => u.id);
    const subscribed = new Set(
      ids.length
        ? (
            await tx
              .select({ user_id: classroomSubscription.user_id })
              .from(classroomSubscription)
              .where(and(eq(classroomSubscription.classroom_id, classroomId), inArray(classroomSubscription.user_id, ids)))
          ).map((r) => r.user_id)
        : [],
    );
    const fresh: number[] = [];
    let left = places.left;
    for (const { line, uid: typed } of lines) {
      const uid = normalizeUid(typed);
      const refuse = (error: string) => errors.push({ row: line, value: typed, error });
      if (!readable(typed)) errors.push({ row: line, value: shownValue(typed), error: MESSAGES.invalidCharacters });
      else if (!uid) refuse(SUBSCRIPTION_MESSAGES.uidRequired);
      else if (seen.has(uid)) refuse(SUBSCRIPTION_MESSAGES.repeatedInFile(seen.get(uid)!));
      else {
        seen.set(uid, line);
        const userId = userByUid.get(uid);
        if (userId === undefined) refuse(SUBSCRIPTION_MESSAGES.userNotFound(typed));
        else if (subscribed.has(userId)) refuse(SUBSCRIPTION_MESSAGES.alreadySubscribed(typed));
        else if (left <= 0) refuse(SUBSCRIPTION_MESSAGES.limitReached(places.limit!));
        else {
          fresh.push(userId);
          left--;
        }
      }
    }
    if (fresh.length) {
      await tx.insert(classroomSubscription).values(fresh.map((user_id) => ({ classroom_id: classroomId, user_id, ...createdBy(user) })));
    }
    return { created: fresh.length, errors };
  });
}
