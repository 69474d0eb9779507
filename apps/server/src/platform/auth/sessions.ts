import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MODULE_NAMES, isModuleName, type ModuleName } from '@backoffice/domain/modules';
import { accountModule, profile, profileAccountModule, session, users } from '../../db/schema/account.ts';
import type { Db } from '../db/client.ts';
import { firstName, type CurrentUser } from './current-user.ts';
import { hashToken, newToken } from './tokens.ts';

export async function createSession(
  db: Db,
  userId: number,
  ttlMs: number,
  options: { impersonatedBy?: number } = {},
): Promise<string> {
  const token = newToken();
  await db.insert(session).values({
    token_hash: hashToken(token),
    user_id: userId,
    expires_at: new Date(Date.now() + ttlMs),
    impersonated_by: options.impersonatedBy ?? null,
  });
  // Housekeeping on login keeps the table small without a separate job.
  await db.delete(session).where(lt(session.expires_at, new Date()));
  return token;
}

const actor = alias(users, 'actor');

/**
 * The query behind resolveSession, with placeholders filled by sessionLookupParams (exported so
 * the benchmark can send the very same SQL straight to the database).
 */
export function sessionLookup(db: Db) {
  return db
    .select({
      sessionId: session.id,
      id: users.id,
      name: users.name,
      uid: users.uid,
      mail: users.mail,
      profileId: profile.id,
      profileTitle: profile.title,
      isAdmin: profile.is_admin,
      isSuperadmin: profile.is_superadmin,
      actorId: actor.id,
      actorName: actor.name,
      modules: sql<string[] | null>`(
        select array_agg(${accountModule.name} order by ${accountModule.id})
        from ${profileAccountModule}
        join ${accountModule} on ${accountModule.id} = ${profileAccountModule.account_module_id}
        where ${profileAccountModule.profile_id} = ${users.profile_id}
      )`,
    })
    .from(session)
    .innerJoin(users, eq(users.id, session.user_id))
    .leftJoin(profile, eq(profile.id, users.profile_id))
    .leftJoin(actor, eq(actor.id, session.impersonated_by))
    .where(and(eq(session.token_hash, sql.placeholder('hash')), gt(session.expires_at, sql.placeholder('now')), eq(users.is_blocked, 0)))
    .limit(1);
}

export function sessionLookupParams(token: string) {
  return { hash: hashToken(token), now: new Date() };
}

// Every request resolves its session: prepare that statement once per database handle
// (measured: about 1.7x the requests per second of building the query each time).
const prepared = new WeakMap<Db, ReturnType<ReturnType<typeof sessionLookup>['prepare']>>();

/** The user behind a token, or null when it is unknown, expired or its user is blocked. */
export async function resolveSession(db: Db, token: string | undefined | null): Promise<CurrentUser | null> {
  if (!token || token.length > 200) return null;
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = sessionLookup(db).prepare('session_lookup')));
  const [row] = await statement.execute(sessionLookupParams(token));
  if (!row) return null;
  const superadmin = row.isSuperadmin === true;
  const modules: ModuleName[] = superadmin ? [...MODULE_NAMES] : (row.modules ?? []).filter(isModuleName);
  return {
    id: row.id,
    name: row.name,
    first_name: firstName(row.name),
    uid: row.uid,
    mail: row.mail,
    profile:
      row.profileId === null
        ? null
        : { id: row.profileId, title: row.profileTitle!, is_admin: row.isAdmin!, is_superadmin: superadmin },
    modules,
    sessionId: row.sessionId,
    impersonated_by: row.actorId === null ? null : { id: row.actorId, name: row.actorName! },
  };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(session).where(eq(session.token_hash, hashToken(token)));
}

/** Ends the user's sessions, and the ones they opened as someone else (blocking a user). */
export async function endUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(session).where(or(eq(session.user_id, userId), eq(session.impersonated_by, userId)));
}
