import { and, asc, count, eq, exists, gte, inArray, lt, not, notInArray, type Placeholder, sql } from 'drizzle-orm';
import type { ListArgs } from '@backoffice/domain/schemas/list';
import type { UserEdit } from '@backoffice/domain/schemas/user';
import { BUSINESS_TIME_ZONE } from '@backoffice/domain/dates';
import { accountModule, profile, profileAccountModule, users } from '../../../db/schema/account.ts';
import { recordAudit } from '../../../platform/audit-log.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import { endUserSessions } from '../../../platform/auth/sessions.ts';
import type { Db } from '../../../platform/db/client.ts';
import { listOrder, searchCondition, searchTerms, shapeOfPage, type ListSpec, type PageValues, type SearchTerms } from '../../../platform/db/list-query.ts';
import { preparedOnce, preparedShapes } from '../../../platform/db/prepared-shapes.ts';
import { inOrderOf, type ListFilter, type ListTotals, pagedList, sharedTotal, shareTotal, TOTAL, withoutTotal } from '../../../platform/db/paged-list.ts';
import { assertUnique, saveRecord } from '../../../platform/db/record.ts';
import { UserError } from '../../../platform/errors.ts';

export const USER_MESSAGES = {
  notFound: 'Usuário não encontrado.',
  mailTaken: 'Este e-mail já está em uso por outro usuário.',
  uidTaken: 'Este User ID (UID) já está em uso por outro usuário.',
  profileNotFound: 'Perfil não encontrado.',
  blockSelf: 'Você não pode bloquear o seu próprio usuário.',
  superadminUser: 'Somente um Super Administrador pode alterar um usuário Super Administrador.',
  superadminProfile: 'Somente um Super Administrador pode atribuir o perfil de Super Administrador.',
  ownProfile: 'Você não pode alterar o seu próprio perfil.',
  richerProfile: 'Somente um Super Administrador pode atribuir um perfil com módulos que você não possui.',
} as const;

/** Modules of a profile the caller does not hold: giving such a profile would grant them. */
async function modulesNotHeld(db: Db, actor: CurrentUser, profileId: number): Promise<string[]> {
  const rows = await db
    .select({ name: accountModule.name })
    .from(profileAccountModule)
    .innerJoin(accountModule, eq(accountModule.id, profileAccountModule.account_module_id))
    .where(eq(profileAccountModule.profile_id, profileId));
  return rows.map((r) => r.name).filter((name) => !(actor.modules as string[]).includes(name));
}

/** The day boundaries of the dashboard counters are those of the business, not UTC's. */

const listSpec: ListSpec = {
  // Each has a trigram index (db/schema/account.ts), so '%term%' does not scan the table.
  search: [users.name, users.mail, users.uid],
  // The UID of brokers and partners is their CPF (digits): found typed with its mask too.
  cpf: users.uid,
  id: users.id,
  order: { id: users.id, name: users.name },
};

/** pg_trgm needs 3 characters; a shorter term matches too many users to be worth an index anyway. */
const TRIGRAM_LENGTH = 3;

const profileColumns = {
  profileId: profile.id,
  profileTitle: profile.title,
  profileIsAdmin: profile.is_admin,
  profileIsSuperadmin: profile.is_superadmin,
};

type ListRow = {
  id: number;
  name: string;
  mail: string;
  uid: string;
  profileId: number | null;
  profileTitle: string | null;
  profileIsAdmin: boolean | null;
  profileIsSuperadmin: boolean | null;
};

const present = (r: ListRow) => ({
  id: r.id,
  name: r.name,
  mail: r.mail,
  uid: r.uid,
  // The full UserProfile the schema promises: a client may select any of its fields.
  profile: r.profileId === null ? null : { id: r.profileId, title: r.profileTitle!, is_admin: r.profileIsAdmin!, is_superadmin: r.profileIsSuperadmin! },
  // Kept in the contract, never filled: a user's session token is not anyone else's business.
  token: null,
});

const listColumns = { id: users.id, name: users.name, mail: users.mail, uid: users.uid, ...profileColumns };

const selectListed = (db: Db, fields = listColumns) => db.select(fields).from(users).leftJoin(profile, eq(profile.id, users.profile_id)).$dynamic();

const userList = pagedList({
  ...listSpec,
  counter: 'users',
  columns: listColumns,
  rows: selectListed,
  present,
});

/**
 * One page of users_collections; exported so the benchmark sends the very same SQL.
 *
 * With a search term, the matching users are found in a subquery the planner cannot merge
 * (it has a LIMIT): it then reads them through the trigram indexes and sorts just those. Left to
 * itself with ORDER BY id LIMIT 20, the planner often walks the primary key backwards and
 * filters, which touches the whole table when the term is rare (measured on 100,000 users:
 * 50,000 rows read for 40 matches, ~140 ms on PGlite, against ~2 ms through the indexes).
 * The page thus costs about what users_count (all matches) costs, never a table scan more.
 */
export function usersPageQuery(db: Db, args: ListArgs) {
  if (!searchesByTrigram(args)) return userList.page(db, args);
  return narrowedPage(db, args, searchTerms(args.search, listSpec)!, args.limit, (args.page - 1) * args.limit);
}

const searchesByTrigram = (args: ListArgs) => (args.search?.trim().length ?? 0) >= TRIGRAM_LENGTH;

/**
 * The matching users first, then their page: values inline, or placeholders of a prepared
 * statement. `withTotal`: each row also carries how many users match (read in the same scan).
 */
function narrowedPage(db: Db, args: ListArgs, terms: SearchTerms<unknown>, limit: number | Placeholder, offset: number | Placeholder, withTotal = false) {
  const matches = db
    .select({ id: users.id, name: users.name, mail: users.mail, uid: users.uid, profile_id: users.profile_id })
    .from(users)
    .where(searchCondition(terms, listSpec))
    // Any LIMIT keeps PostgreSQL from pulling the subquery up (Drizzle drops an OFFSET 0).
    .limit(Number.MAX_SAFE_INTEGER)
    .as('matches');
  return db
    .select({
      id: matches.id,
      name: matches.name,
      mail: matches.mail,
      uid: matches.uid,
      ...profileColumns,
      // Every match is counted before the LIMIT: the count the request asks beside the page.
      [TOTAL]: withTotal ? sql<number>`count(*) over ()` : sql<null>`null`,
    })
    .from(matches)
    .leftJoin(profile, eq(profile.id, matches.profile_id))
    .orderBy(...listOrder(args, { id: matches.id, order: { id: matches.id, name: matches.name } }))
    .limit(limit)
    .offset(offset);
}

const narrowedPages = preparedShapes<{ execute(values: PageValues): Promise<ListRow[]> }>();

/** The key of a search's total in its request's ListTotals. */
const totalKey = (search: string) => `users|${search.trim()}`;

export async function listUsers(db: Db, args: ListArgs, totals?: ListTotals) {
  if (!searchesByTrigram(args)) return userList.list(db, args, undefined, undefined, totals);
  const shape = shapeOfPage(args, listSpec);
  const withTotal = Boolean(totals);
  const statement = narrowedPages(db, `${shape.key}${withTotal ? '|total' : ''}`, (name) =>
    narrowedPage(db, args, shape.terms!, shape.limit, shape.offset, withTotal).prepare(name),
  );
  const rows = statement.execute(shape.values);
  if (!totals) return (await rows).map(present);
  return (await shareTotal(totals, totalKey(args.search!), rows)).map((row) => present(withoutTotal(row)));
}

export async function countUsers(db: Db, search: string | null | undefined, totals?: ListTotals) {
  const shared = search && search.trim().length >= TRIGRAM_LENGTH ? await sharedTotal(totals, totalKey(search)) : null;
  return shared ?? userList.count(db, { search }, undefined, totals);
}
/** Every user the list's filter finds, in its order (a bulk action, an export). */
export const userIds = (db: Db, filter: ListFilter) => userList.ids(db, filter);

const userColumns = {
  id: users.id,
  name: users.name,
  mail: users.mail,
  uid: users.uid,
  profile_id: users.profile_id,
  is_blocked: users.is_blocked,
  blocked_description: users.blocked_description,
  created_at: users.created_at,
  created_by: users.created_by,
  updated_at: users.updated_at,
  updated_by: users.updated_by,
  profileTitle: profile.title,
  profileIsAdmin: profile.is_admin,
  profileIsSuperadmin: profile.is_superadmin,
};

const selectUsers = (db: Db) => db.select(userColumns).from(users).leftJoin(profile, eq(profile.id, users.profile_id)).$dynamic();
type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

export async function findUser(db: Db, id: number) {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  return row ? presentUser(row) : null;
}

/** Users with their profile, in the order of ids (an export). */
export const usersByIds = async (db: Db, ids: readonly number[]) => inOrderOf(ids, (await selectUsers(db).where(inArray(users.id, [...ids]))).map(presentUser));

function presentUser(row: UserRow) {
  const { profileTitle, profileIsAdmin, profileIsSuperadmin, ...user } = row;
  return {
    ...user,
    token: null,
    profile: user.profile_id === null ? null : { id: user.profile_id, title: profileTitle!, is_admin: profileIsAdmin!, is_superadmin: profileIsSuperadmin! },
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
  };
}

/** A profile with a module the caller does not hold: giving it would grant that module. */
const grantsModulesNotHeld = (actor: CurrentUser) =>
  exists(
    sql`(select 1 from ${profileAccountModule} inner join ${accountModule} on ${accountModule.id} = ${profileAccountModule.account_module_id}
      where ${profileAccountModule.profile_id} = ${profile.id} and ${notInArray(accountModule.name, actor.modules)})`,
  );

/**
 * The profiles the caller may give a user on /User-edit, by the rules updateUser enforces: a
 * super administrator any; anyone else no super administrator profile and none with a module
 * they do not hold. With `userId`, for that user: none when it is the caller (nobody changes
 * their own profile) or a super administrator the caller may not edit. profiles_collections
 * needs the Profile module, which a user administrator may not have.
 */
export async function profileOptions(db: Db, actor: CurrentUser, userId?: number | null) {
  const actorIsSuperadmin = actor.profile?.is_superadmin === true;
  if (userId === actor.id) return [];
  if (userId && !actorIsSuperadmin && (await findUser(db, userId))?.profile?.is_superadmin) return [];
  return db
    .select({ id: profile.id, title: profile.title, is_admin: profile.is_admin, is_superadmin: profile.is_superadmin })
    .from(profile)
    .where(actorIsSuperadmin ? undefined : and(eq(profile.is_superadmin, false), not(grantsModulesNotHeld(actor))))
    .orderBy(asc(profile.title), asc(profile.id));
}

/**
 * /User-edit. Blocking ends every session of the user at once (and the login refuses them
 * until unblocked). Only a super administrator touches super administrators.
 * `expectedUpdatedAt`: the version the form loaded (see assertUnchangedSince).
 */
export async function updateUser(db: Db, actor: CurrentUser, id: number, input: UserEdit, expectedUpdatedAt?: string | null) {
  const actorIsSuperadmin = actor.profile?.is_superadmin === true;
  const profileChanges = (current: { profile: { id: number } | null }) => input.profile_id !== (current.profile?.id ?? null);
  await saveRecord(db, {
    table: users,
    user: actor,
    id,
    expectedUpdatedAt,
    load: async (tx, key) => {
      const current = await findUser(tx, key);
      if (current?.profile?.is_superadmin && !actorIsSuperadmin) throw new UserError(USER_MESSAGES.superadminUser, 'FORBIDDEN');
      return current;
    },
    notFound: USER_MESSAGES.notFound,
    check: async (tx, current) => {
      // Nobody changes their own profile, not even through 'log in as'.
      if (profileChanges(current!) && id === actor.id) throw new UserError(USER_MESSAGES.ownProfile, 'FORBIDDEN');
      if (profileChanges(current!) && input.profile_id !== null) {
        const [target] = await tx.select({ is_superadmin: profile.is_superadmin }).from(profile).where(eq(profile.id, input.profile_id));
        if (!target) throw new UserError(USER_MESSAGES.profileNotFound);
        if (target.is_superadmin && !actorIsSuperadmin) throw new UserError(USER_MESSAGES.superadminProfile, 'FORBIDDEN');
        if (!actorIsSuperadmin && (await modulesNotHeld(tx, actor, input.profile_id)).length) {
          throw new UserError(USER_MESSAGES.richerProfile, 'FORBIDDEN');
        }
      }
      if (input.is_blocked && id === actor.id) throw new UserError(USER_MESSAGES.blockSelf);
      await assertUnique(tx, users, sql`lower(${users.mail}) = ${input.mail.toLowerCase()}`, id, USER_MESSAGES.mailTaken);
      await assertUnique(tx, users, eq(users.uid, input.uid), id, USER_MESSAGES.uidTaken);
    },
    values: {
      name: input.name,
      mail: input.mail,
      uid: input.uid,
      profile_id: input.profile_id,
      is_blocked: input.is_blocked,
      blocked_description: input.blocked_description,
    },
    after: async (tx, _id, current) => {
      if (input.is_blocked) await endUserSessions(tx, id);
      const target = { kind: 'user', id };
      if (profileChanges(current!)) {
        await recordAudit(tx, { action: 'user.profile.change', user: actor, target, details: { from: current!.profile?.id ?? null, to: input.profile_id } });
      }
      if (input.is_blocked !== current!.is_blocked) {
        await recordAudit(tx, {
          action: input.is_blocked ? 'user.block' : 'user.unblock',
          user: actor,
          target,
          details: input.is_blocked ? { reason: input.blocked_description } : undefined,
        });
      }
    },
    // A concurrent save may pass the checks above; the unique indexes still decide.
    unique: { users_mail_unique: USER_MESSAGES.mailTaken, users_uid_unique: USER_MESSAGES.uidTaken },
  });
  return (await findUser(db, id))!;
}

export type CountInterval = 'all' | 'today' | 'yesterday';

/** Midnight of today + `days` in the business time zone, as a timestamptz. */
const dayStart = (days: number) => sql`(((now() at time zone ${BUSINESS_TIME_ZONE})::date + ${days}::int)::timestamp at time zone ${BUSINESS_TIME_ZONE})`;

/** The count of the users created in a day: the dashboard asks it on every visit, so it is built and planned once. */
const createdIn = (from: number, to: number) =>
  preparedOnce((db, name) =>
    db
      .select({ n: count() })
      .from(users)
      .where(and(gte(users.created_at, dayStart(from)), lt(users.created_at, dayStart(to))))
      .prepare(name),
  );
const createdOn = { today: createdIn(0, 1), yesterday: createdIn(-1, 0) };

/** Users created in the interval (today and yesterday are days of America/Sao_Paulo). */
export async function countUsersCreated(db: Db, interval: CountInterval): Promise<number> {
  if (interval === 'all') return countUsers(db, null);
  const [row] = await createdOn[interval](db).execute();
  return row?.n ?? 0;
}
