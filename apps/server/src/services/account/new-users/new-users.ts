import { sql, type SQL } from 'drizzle-orm';
import { corretorUserInput, parceiroUserInput, type CorretorUserInput, type ParceiroUserInput } from '@backoffice/domain/schemas/registration';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';

/**
 * Platform users (brokers and partners) created by an administrator, one from the 'Criar usuário'
 * form or many from a CSV: each is a row of users (no password, no profile) plus its registration
 * (corretor or parceiro), written by one statement so neither exists without the other.
 */
export type NewUserKind = 'corretor' | 'parceiro';
export type NewUser<K extends NewUserKind = NewUserKind> = K extends 'corretor' ? CorretorUserInput : ParceiroUserInput;

export const NEW_USER_MESSAGES = {
  cpfTaken: 'Já existe um usuário com este CPF.',
  emailTaken: 'Já existe um usuário com este e-mail.',
  cpfRepeated: (line: number) => `CPF repetido no arquivo (linha ${line}).`,
  emailRepeated: (line: number) => `E-mail repetido no arquivo (linha ${line}).`,
  unknownBranch: 'Ramo de atuação não encontrado.',
  invalidBody: 'Os dados enviados não são um JSON válido.',
  notSaved: 'Não foi possível salvar este usuário no banco de dados.',
} as const;

export const NEW_USER_SCHEMAS = { corretor: corretorUserInput, parceiro: parceiroUserInput } as const;

export type Validation<K extends NewUserKind> = { ok: true; value: NewUser<K> } | { ok: false; messages: string[] };

/** The domain schema of the form, with the first message of each invalid field, in field order. */
export function validateNewUser<K extends NewUserKind>(kind: K, raw: unknown): Validation<K> {
  const result = NEW_USER_SCHEMAS[kind].safeParse(raw);
  if (result.success) return { ok: true, value: result.data as NewUser<K> };
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return { ok: false, messages: [...byField.values()] };
}

const lower = (email: string) => email.toLowerCase();

/** Rows of a raw statement: both drivers (PGlite and pg) answer { rows }. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/**
 * CPFs and e-mails (lower case) among these that a user or a registration of the kind already has.
 * Each key is probed in an index (LATERAL ... LIMIT 1 keeps the planner from scanning whole tables,
 * which it prefers for a thousand keys): users' uid and lower(mail), the registration's cpf. A
 * registration with a login keeps its e-mail in step with the user's, so only those without a
 * login (found through the user_id index) are checked by e-mail.
 */
export async function findTaken(db: Db, kind: NewUserKind, cpfs: string[], emails: string[]): Promise<{ cpfs: Set<string>; emails: Set<string> }> {
  const taken = { cpfs: new Set<string>(), emails: new Set<string>() };
  if (!cpfs.length && !emails.length) return taken;
  const cpfList = sql.param(cpfs);
  const mailList = sql.param(emails.map(lower));
  const registration = sql.identifier(kind);
  const rows = await selectRows<{ field: 'cpf' | 'mail'; value: string }>(
    db,
    sql`
    select 'cpf' as field, k.v as value from unnest(${cpfList}::text[]) as k(v)
      cross join lateral (select 1 from users where uid = k.v limit 1) as hit
    union all
    select 'cpf', k.v from unnest(${cpfList}::text[]) as k(v)
      cross join lateral (select 1 from ${registration} where cpf = k.v limit 1) as hit
    union all
    select 'mail', k.v from unnest(${mailList}::text[]) as k(v)
      cross join lateral (select 1 from users where lower(mail) = k.v limit 1) as hit
    union all
    select 'mail', lower(email) from ${registration}
      where user_id is null and lower(email) = any(${mailList}::text[])`,
  );
  for (const row of rows) (row.field === 'cpf' ? taken.cpfs : taken.emails).add(row.value);
  return taken;
}

export function isTaken(taken: { cpfs: Set<string>; emails: Set<string> }, user: { cpf: string; email: string }): string[] {
  const messages: string[] = [];
  if (taken.cpfs.has(user.cpf)) messages.push(NEW_USER_MESSAGES.cpfTaken);
  if (taken.emails.has(lower(user.email))) messages.push(NEW_USER_MESSAGES.emailTaken);
  return messages;
}

/** Ids of the branches among these that exist. */
export async function existingBranches(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await selectRows<{ id: number }>(db, sql`select id from branch where id = any(${sql.param(ids)}::int[])`);
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * Inserts the users and their registrations in one statement (atomic: all or none), from column
 * arrays, so a chunk of a thousand rows is one round trip with a dozen parameters.
 * Returns how many were created.
 */
export async function insertNewUsers<K extends NewUserKind>(db: Db, kind: K, rows: NewUser<K>[], actor: CurrentUser): Promise<number> {
  if (!rows.length) return 0;
  const col = <T>(pick: (r: NewUser<K>) => T) => sql.param(rows.map(pick));
  const base = {
    name: col((r) => r.name),
    email: col((r) => r.email),
    cpf: col((r) => r.cpf),
    phone: col((r) => r.telefone),
  };
  const created =
    kind === 'corretor'
      ? await selectRows(
          db,
          sql`
        with input as (
          select * from unnest(${base.name}::text[], ${base.email}::text[], ${base.cpf}::text[], ${base.phone}::text[],
            ${col((r) => (r as CorretorUserInput).susep_externalId)}::text[],
            ${col((r) => (r as CorretorUserInput).susep_grupo)}::int[],
            ${col((r) => (r as CorretorUserInput).papel)}::int[]) as t(name, email, cpf, phone, susep, grupo, role)
        ), created as (
          insert into users (name, mail, uid, created_by, updated_by)
          select name, email, cpf, ${actor.id}, ${actor.id} from input
          returning id, uid
        )
        insert into corretor (user_id, name, email, cpf, susep, grupo, celular, role, created_by, updated_by)
        select created.id, i.name, i.email, i.cpf, i.susep, i.grupo, i.phone, i.role::smallint, ${actor.id}, ${actor.id}
        from input i join created on created.uid = i.cpf
        returning id`,
        )
      : await selectRows(
          db,
          sql`
        with input as (
          select * from unnest(${base.name}::text[], ${base.email}::text[], ${base.cpf}::text[], ${base.phone}::text[],
            ${col((r) => (r as ParceiroUserInput).ramo)}::int[]) as t(name, email, cpf, phone, branch_id)
        ), created as (
          insert into users (name, mail, uid, created_by, updated_by)
          select name, email, cpf, ${actor.id}, ${actor.id} from input
          returning id, uid
        )
        insert into parceiro (user_id, name, email, cpf, phone, branch_id, created_by, updated_by)
        select created.id, i.name, i.email, i.cpf, i.phone, i.branch_id, ${actor.id}, ${actor.id}
        from input i join created on created.uid = i.cpf
        returning id`,
        );
  return created.length;
}

/** The database's refusal of one row, in words: a unique index names the field it guards. */
export function describeInsertError(error: unknown): { message: string; expected: boolean } {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  if (code === '23505') {
    if (constraint === 'users_mail_unique') return { message: NEW_USER_MESSAGES.emailTaken, expected: true };
    return { message: NEW_USER_MESSAGES.cpfTaken, expected: true };
  }
  if (code === '23503' && constraint?.includes('branch')) return { message: NEW_USER_MESSAGES.unknownBranch, expected: true };
  return { message: NEW_USER_MESSAGES.notSaved, expected: false };
}

/**
 * The 'Criar usuário' form: validates with the form's schema, checks the CPF, e-mail and branch,
 * then creates the user and its registration together. Answers the list of errors (empty when
 * created), as the route returns it.
 */
export async function createNewUser(
  db: Db,
  kind: NewUserKind,
  raw: unknown,
  actor: CurrentUser,
  logError: (error: unknown) => void = () => {},
): Promise<string[]> {
  const validation = validateNewUser(kind, raw);
  if (!validation.ok) return validation.messages;
  const user = validation.value;
  const messages = isTaken(await findTaken(db, kind, [user.cpf], [user.email]), user);
  if (kind === 'parceiro') {
    const ramo = (user as ParceiroUserInput).ramo;
    if (!(await existingBranches(db, [ramo])).has(ramo)) messages.push(NEW_USER_MESSAGES.unknownBranch);
  }
  if (messages.length) return messages;
  try {
    await insertNewUsers(db, kind, [user], actor);
    return [];
  } catch (error) {
    const described = describeInsertError(error);
    if (!described.expected) logError(error);
    return [described.message];
  }
}
