import { type AnyColumn, and, or, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { AssetType } from '@backoffice/domain/asset-types';
import { onlyDigits } from '@backoffice/domain/documents';
import { SEARCH_KINDS, SEARCH_MIN_LETTERS, type SearchKind } from '@backoffice/domain/search';
import { profile, users } from '../../db/schema/account.ts';
import { chat } from '../../db/schema/chat.ts';
import { content } from '../../db/schema/cms.ts';
import { corretor } from '../../db/schema/corretor.ts';
import { asset, category } from '../../db/schema/dam.ts';
import { classroom, course, instrutor, proof, question, trail } from '../../db/schema/lms.ts';
import { branch, parceiro } from '../../db/schema/parceiro.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { Db } from '../../platform/db/client.ts';

export interface SearchHit {
  kind: SearchKind;
  id: number;
  title: string;
  detail: string;
  /** The record's edit screen, as the web routes it ('/Course-edit/42'). */
  path: string;
}

/** What a term can match: its letters (three or more), an id, the digits of a CPF or UID. */
interface Terms {
  text: string;
  /** The term for LIKE, its wildcards escaped; null when it is too short to match text. */
  like: string | null;
  id: number | null;
  /** The digits of a term made of digits and CPF punctuation (000.000.000-00). */
  digits: string | null;
}

function termsOf(term: string): Terms | null {
  const text = term.trim();
  if (!text) return null;
  const digits = /^[\d.\-\s/]+$/.test(text) ? onlyDigits(text) || null : null;
  return {
    text,
    like: text.replace(/\s/g, '').length >= SEARCH_MIN_LETTERS ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
    id: /^\d{1,9}$/.test(text) ? Number(text) : null,
    digits: digits && digits.length >= SEARCH_MIN_LETTERS ? digits : null,
  };
}

const fold = (value: SQLWrapper) => sql`search_fold(${value})`;

/** A column without case or accents holding the term (through its search_fold trigram index). */
const holds = (column: AnyColumn, t: Terms) => (t.like === null ? undefined : sql`${fold(column)} like search_fold(${t.like}::text)`);
/** A column holding the term as typed, ignoring case (e-mails, SUSEP: their plain trigram indexes). */
const holdsPlain = (column: AnyColumn, t: Terms) => (t.like === null ? undefined : sql`${column} ilike ${t.like}`);
const holdsDigits = (column: AnyColumn, t: Terms) => (t.digits === null ? undefined : sql`${column} like ${`%${t.digits}%`}`);
const isId = (column: AnyColumn, t: Terms) => (t.id === null ? undefined : sql`${column} = ${t.id}`);
const sameDigits = (column: AnyColumn, t: Terms) => (t.digits === null ? undefined : sql`${column} = ${t.digits}`);
const sameMail = (column: AnyColumn, t: Terms) => (t.text.includes('@') ? sql`lower(${column}) = lower(${t.text}::text)` : undefined);
const status = (active: AnyColumn) => sql`case when ${active} = 1 then 'ativo' else 'inativo' end`;
const maskedCpf = (cpf: AnyColumn) => sql`regexp_replace(${cpf}, '^(\\d{3})(\\d{3})(\\d{3})(\\d{2})$', '\\1.\\2.\\3-\\4')`;
const detail = (...parts: Array<SQL | AnyColumn>) => sql`concat_ws(' · ', ${sql.join(parts, sql`, `)})`;
const idTag = (id: AnyColumn) => sql`'#' || ${id}`;
const route = (prefix: string, id: AnyColumn) => sql`${prefix}::text || ${id}`;

/** One kind's query: what it reads, what it shows, what matches, and which matches are exact. */
interface KindQuery {
  from: SQL;
  id: AnyColumn;
  title: SQL | AnyColumn;
  detail: SQL;
  /** Its edit screen's route. */
  path: SQL;
  /** Any of these finds a row (undefined: the term cannot match that way). */
  match: Array<SQL | undefined>;
  /** A row found by one of these comes first (its id, its CPF, its e-mail). */
  exact: Array<SQL | undefined>;
  /** What the rest are ranked by: the similarity of this column to the term. */
  similar: AnyColumn;
  where?: SQL;
}

const assetKind =
  (moduleName: AssetType, label: string) =>
  (t: Terms): KindQuery => ({
    from: sql`${asset}`,
    id: asset.id,
    path: route(`/dam-edit/${moduleName}/`, asset.id),
    title: asset.title,
    detail: detail(sql`${label}::text`, status(asset.active), idTag(asset.id)),
    match: [holds(asset.title, t), isId(asset.id, t)],
    exact: [isId(asset.id, t)],
    similar: asset.title,
    where: sql`${asset.module_name} = ${moduleName}`,
  });

const titled = (table: SQLWrapper, id: AnyColumn, title: AnyColumn, label: SQL, path: string, t: Terms): KindQuery => ({
  from: sql`${table}`,
  id,
  path: route(path, id),
  title,
  detail: detail(label, idTag(id)),
  match: [holds(title, t), isId(id, t)],
  exact: [isId(id, t)],
  similar: title,
});

const KINDS: Record<SearchKind, (t: Terms) => KindQuery> = {
  user: (t) => ({
    from: sql`${users}`,
    id: users.id,
    path: route('/User-edit/', users.id),
    title: users.name,
    detail: detail(users.mail, sql`'UID ' || ${users.uid}`, sql`case when ${users.is_blocked} = 1 then 'bloqueado' end`, idTag(users.id)),
    match: [holds(users.name, t), holdsPlain(users.mail, t), holdsDigits(users.uid, t), isId(users.id, t)],
    exact: [isId(users.id, t), sameDigits(users.uid, t), sameMail(users.mail, t)],
    similar: users.name,
  }),
  corretor: (t) => ({
    from: sql`${corretor}`,
    id: corretor.id,
    path: route('/Corretor-edit/', corretor.id),
    title: corretor.name,
    detail: detail(sql`'Corretor'`, corretor.email, sql`'CPF ' || ${maskedCpf(corretor.cpf)}`, idTag(corretor.id)),
    match: [holds(corretor.name, t), holdsPlain(corretor.email, t), holdsPlain(corretor.susep, t), holdsDigits(corretor.cpf, t), isId(corretor.id, t)],
    exact: [isId(corretor.id, t), sameDigits(corretor.cpf, t), sameMail(corretor.email, t)],
    similar: corretor.name,
  }),
  parceiro: (t) => ({
    from: sql`${parceiro}`,
    id: parceiro.id,
    path: route('/Parceiro-edit/', parceiro.id),
    title: parceiro.name,
    detail: detail(sql`'Parceiro'`, parceiro.company, parceiro.email, sql`'CPF ' || ${maskedCpf(parceiro.cpf)}`, idTag(parceiro.id)),
    match: [holds(parceiro.name, t), holdsPlain(parceiro.email, t), holdsPlain(parceiro.company, t), holdsDigits(parceiro.cpf, t), isId(parceiro.id, t)],
    exact: [isId(parceiro.id, t), sameDigits(parceiro.cpf, t), sameMail(parceiro.email, t)],
    similar: parceiro.name,
  }),
  profile: (t) => titled(profile, profile.id, profile.title, sql`'Perfil'`, '/Profile-edit/', t),
  branch: (t) => titled(branch, branch.id, branch.value, sql`'Ramo de atuação'`, '/Branch-edit/', t),
  category: (t) => ({
    ...titled(category, category.id, category.title, sql`'Categoria'`, '/Category-edit/', t),
    detail: detail(sql`'Categoria'`, status(category.active), idTag(category.id)),
  }),
  media: assetKind('Media', 'Conteúdo digital'),
  banner: assetKind('Banner', 'Banner'),
  chatBanner: assetKind('chatBanner', 'Banner Sala Virtual'),
  highlight: (t) => ({
    ...titled(content, content.id, content.title, sql`'Destaque'`, '/Cms-edit/Testimony/', t),
    detail: detail(sql`'Destaque'`, status(content.active), idTag(content.id)),
    where: sql`${content.module_name} = 'Testimony'`,
  }),
  course: (t) => ({
    ...titled(course, course.id, course.title, sql`''`, '', t),
    path: sql`case when ${course.type} = 'online' then '/Course-edit/' else '/Presential-course-edit/' end || ${course.id}`,
    detail: detail(sql`case when ${course.type} = 'online' then 'Curso on-line' else 'Curso presencial' end`, status(course.active), idTag(course.id)),
  }),
  classroom: (t) => ({
    from: sql`${classroom} left join ${course} on ${course.id} = ${classroom.course_id}`,
    id: classroom.id,
    path: route('/Classroom-edit/', classroom.id),
    title: sql`coalesce(${course.title}, ${classroom.title})`,
    detail: detail(
      sql`'Turma'`,
      classroom.address,
      sql`to_char(${classroom.datetime_start} at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI')`,
      idTag(classroom.id),
    ),
    match: [
      holds(classroom.address, t),
      t.like === null ? undefined : sql`${classroom.course_id} in (select ${course.id} from ${course} where ${holds(course.title, t)})`,
      isId(classroom.id, t),
    ],
    exact: [isId(classroom.id, t)],
    similar: course.title,
  }),
  instrutor: (t) => ({
    ...titled(instrutor, instrutor.id, instrutor.nome, sql`'Instrutor'`, '/Instrutor-edit/', t),
    detail: detail(sql`'Instrutor'`, sql`case when ${instrutor.is_active} then 'ativo' else 'inativo' end`, idTag(instrutor.id)),
    match: [holds(instrutor.nome, t), holdsDigits(instrutor.cpf, t), isId(instrutor.id, t)],
    exact: [isId(instrutor.id, t), sameDigits(instrutor.cpf, t)],
  }),
  trail: (t) => ({ ...titled(trail, trail.id, trail.title, sql`''`, '/Trail-edit/', t), detail: detail(sql`'Trilha'`, status(trail.active), idTag(trail.id)) }),
  proof: (t) => ({
    ...titled(proof, proof.id, proof.title, sql`''`, '', t),
    path: sql`'/Proof-edit/' || ${proof.prooftype_id} || '/' || ${proof.id}`,
    detail: detail(sql`'Avaliação'`, status(proof.active), idTag(proof.id)),
  }),
  question: (t) => ({
    from: sql`${question} join ${proof} on ${proof.id} = ${question.proof_id}`,
    id: question.id,
    path: sql`'/Question-edit/' || ${proof.prooftype_id} || '/' || ${proof.id} || '/' || ${question.id}`,
    title: sql`left(${question.title}, 120)`,
    detail: detail(sql`'Questão'`, proof.title, idTag(question.id)),
    match: [holds(question.title, t), isId(question.id, t)],
    exact: [isId(question.id, t)],
    similar: question.title,
  }),
  room: (t) => ({ ...titled(chat, chat.id, chat.title, sql`''`, '/Chat-edit/', t), detail: detail(sql`'Sala virtual'`, status(chat.active), idTag(chat.id)) }),
};

/** One kind's best `limit` rows, as one branch of the search's UNION ALL. */
function branchOf(kind: SearchKind, order: number, query: KindQuery, t: Terms, limit: number): SQL | null {
  const match = query.match.filter((m): m is SQL => m !== undefined);
  if (!match.length) return null;
  const exact = or(...query.exact.filter((e): e is SQL => e !== undefined)) ?? sql`false`;
  return sql`(select ${order}::int as ord, ${kind}::text as kind, ${query.id} as id, ${query.title}::text as title, ${query.detail} as detail, ${query.path} as path,
    case when ${exact} then 0 else 1 end as exact, similarity(${fold(query.similar)}, search_fold(${t.text}::text)) as sim
    from ${query.from} where ${and(query.where, or(...match))}
    order by 7, 8 desc, 3 desc limit ${limit})`;
}

/**
 * search(term, limit): up to `limit` records of each kind the caller's modules allow, in one
 * statement; within a kind, exact id, CPF and e-mail matches first, then by trigram similarity.
 * Kinds the caller may not see are not queried at all.
 */
export async function search(db: Db, user: CurrentUser, term: string, limit: number): Promise<SearchHit[]> {
  const t = termsOf(term);
  if (!t) return [];
  const branches = (Object.keys(SEARCH_KINDS) as SearchKind[])
    .map((kind, order) => (user.modules.includes(SEARCH_KINDS[kind].module) ? branchOf(kind, order, KINDS[kind](t), t, limit) : null))
    .filter((b): b is SQL => b !== null);
  if (!branches.length) return [];
  const { rows } = (await db.execute(
    sql`select kind, id, title, detail, path from (${sql.join(branches, sql` union all `)}) found order by ord, exact, sim desc, id desc`,
  )) as unknown as { rows: Array<Omit<SearchHit, 'id'> & { id: number | string }> };
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
