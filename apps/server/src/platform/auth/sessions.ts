import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MODULE_NAMES, isModuleName, type ModuleName } from '@backoffice/domain/modules';
import { accountModule, profile, profileAccountModule, session, users } from '../../db/schema/account.ts';
import type { Db } from '../db/client.ts';
import { preparedOnce } from '../db/prepared-shapes.ts';
import { firstName, type CurrentUser } from './current-user.ts';
import { hashToken, newToken } from './tokens.ts';

export async function createSession(
  db: Db,
  userId: number,
  ttlMs: number,
  options: { impersonatedBy?: number } = {},
): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const [row] = await db
    .insert(session)
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: new Date(Date.now() + ttlMs),
      impersonated_by: options.impersonatedBy ?? null,
    })
    .returning({ id: session.id });
  // Housekeeping on login keeps the table small without a separate job.
  await db.delete(session).where(lt(session.expires_at, new Date()));
  return { token, sessionId: row.id };
}

/** Idle time after which a session ends when no setting says otherwise (SESSION_IDLE_MINUTES). */
export const DEFAULT_IDLE_MS = 2 * 3600_000;
/** last_seen_at is written at most this often: one write a minute per session, not per request. */
const SEEN_EVERY_MS = 60_000;

const actor = alias(users, 'actor');

/** A session with its user, profile, modules and 'log in as' administrator: what a CurrentUser is made of. */
function sessionUsers(db: Db) {
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
      lastSeenAt: session.last_seen_at,
      expiresAt: session.expires_at,
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
    .$dynamic();
}
type SessionRow = Awaited<ReturnType<typeof sessionUsers>>[number];

/**
 * The query behind resolveSession, with placeholders filled by sessionLookupParams (exported so
 * the benchmark can send the very same SQL straight to the database).
 */
export function sessionLookup(db: Db) {
  return sessionUsers(db)
    .where(
      and(
        eq(session.token_hash, sql.placeholder('hash')),
        gt(session.expires_at, sql.placeholder('now')),
        gt(session.last_seen_at, sql.placeholder('idleSince')),
        eq(users.is_blocked, 0),
      ),
    )
    .limit(1);
}

export function sessionLookupParams(token: string, idleMs = DEFAULT_IDLE_MS) {
  const now = new Date();
  return { hash: hashToken(token), now, idleSince: new Date(now.getTime() - idleMs) };
}

// Every request resolves its session: prepare that statement once per database handle
// (measured: about 1.7x the requests per second of building the query each time).
const prepared = preparedOnce((db, name) => sessionLookup(db).prepare(name));

/** What the database triggers NOTIFY when anything a resolved session holds changes (migration 0006). */
export const SESSION_CHANGED_CHANNEL = 'bo_session_changed';

/**
 * The user behind a token and when the session expires, or null when it is unknown, expired,
 * idle for longer than idleMs, or its user is blocked. A use of the session keeps it from going idle.
 */
export async function lookupSession(
  db: Db,
  token: string | undefined | null,
  idleMs = DEFAULT_IDLE_MS,
): Promise<{ user: CurrentUser; expiresAt: Date } | null> {
  if (!token || token.length > 200) return null;
  const params = sessionLookupParams(token, idleMs);
  const [row] = await prepared(db).execute(params);
  if (!row) return null;
  if (params.now.getTime() - row.lastSeenAt.getTime() > SEEN_EVERY_MS) {
    await db.update(session).set({ last_seen_at: params.now }).where(eq(session.id, row.sessionId));
  }
  return { user: currentUser(row), expiresAt: row.expiresAt };
}

function currentUser(row: SessionRow): CurrentUser {
  const superadmin = row.isSuperadmin === true;
  const modules: ModuleName[] = superadmin ? [...MODULE_NAMES] : (row.modules ?? []).filter(isModuleName);
  return {
    id: row.id,
    name: row.name,
    first_name: firstName(row.name),
    uid: row.uid,
    mail: row.mail,
    profile: row.profileId === null ? null : { id: row.profileId, title: row.profileTitle!, is_admin: row.isAdmin!, is_superadmin: superadmin },
    modules,
    sessionId: row.sessionId,
    impersonated_by: row.actorId === null ? null : { id: row.actorId, name: row.actorName! },
  };
}

/**
 * The user of a session by its id, as a request of that session would see them now (a background
 * job acting for them); null once the session ended or expired, or the user was blocked.
 */
export async function sessionUser(db: Db, sessionId: number): Promise<CurrentUser | null> {
  const [row] = await sessionUsers(db)
    .where(and(eq(session.id, sessionId), gt(session.expires_at, new Date()), eq(users.is_blocked, 0)))
    .limit(1);
  return row ? currentUser(row) : null;
}

/** The user behind a token, or null (see lookupSession). */
export async function resolveSession(db: Db, token: string | undefined | null, idleMs = DEFAULT_IDLE_MS): Promise<CurrentUser | null> {
  return (await lookupSession(db, token, idleMs))?.user ?? null;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(session).where(eq(session.token_hash, hashToken(token)));
}

/** Ends the user's sessions, and the ones they opened as someone else (blocking a user). */
export async function endUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(session).where(or(eq(session.user_id, userId), eq(session.impersonated_by, userId)));
}
