import { type AnyColumn, and, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { AssetType } from '@backoffice/domain/asset-types';
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
import { cpfDigits, escapeLike } from '../../platform/db/list-query.ts';

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
  /** A whole e-mail: found by equality, through each e-mail's lower() index. */
  mail: boolean;
}

const WHOLE_MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Fewer digits than this are an id, not part of a CPF or UID: three digits are in 1 of every 100
 * of a million UIDs, and ranking those took 36 ms.
 */
const MIN_DIGITS = 5;

function termsOf(term: string): Terms | null {
  const text = term.trim();
  if (!text) return null;
  const digits = cpfDigits(text);
  const mail = WHOLE_MAIL.test(text);
  return {
    text,
    mail,
    // A whole e-mail is in no name or title: its dozen trigrams would only read long posting lists.
    like: mail ? null : text.replace(/\s/g, '').length >= SEARCH_MIN_LETTERS ? `%${escapeLike(text)}%` : null,
    id: /^\d{1,9}$/.test(text) ? Number(text) : null,
    digits: digits && digits.length >= MIN_DIGITS ? digits : null,
  };
}

const fold = (value: SQLWrapper) => sql`search_fold(${value})`;

/** A row found without its letters: by a CPF's or UID's digits, by e-mail, or as the record whose id was typed. */
interface OtherWay {
  /** The condition; undefined when the term cannot match this way. */
  when: SQL | undefined;
  /** When the row is found exactly (the whole CPF, the whole e-mail): it comes first. */
  exact?: SQL;
}

const byDigits = (column: AnyColumn, t: Terms): OtherWay => ({
  when: t.digits === null ? undefined : sql`${column} like ${`%${t.digits}%`}`,
  exact: t.digits === null ? undefined : sql`${column} = ${t.digits}`,
});
// Only a term with an @ is looked for among e-mails: a name typed must not scan a million of them.
const byMail = (column: AnyColumn, t: Terms): OtherWay => {
  const same = sql`lower(${column}) = lower(${t.text}::text)`;
  if (t.mail) return { when: same, exact: same };
  return { when: t.like !== null && t.text.includes('@') ? sql`${column} ilike ${t.like}` : undefined, exact: same };
};
const status = (active: AnyColumn) => sql`case when ${active} = 1 then 'ativo' else 'inativo' end`;
const maskedCpf = (cpf: AnyColumn) => sql`regexp_replace(${cpf}, '^(\\d{3})(\\d{3})(\\d{3})(\\d{2})$', '\\1.\\2.\\3-\\4')`;
const detail = (...parts: Array<SQL | AnyColumn>) => sql`concat_ws(' · ', ${sql.join(parts, sql`, `)})`;
const idTag = (id: AnyColumn) => sql`'#' || ${id}`;
const route = (prefix: string, id: AnyColumn) => sql`${prefix}::text || ${id}`;

/** One kind's query: what it reads and shows, and how a term finds its rows. */
interface KindQuery {
  from: SQL;
  id: AnyColumn;
  title: SQL | AnyColumn;
  detail: SQL;
  /** Its edit screen's route. */
  path: SQL;
  /** The column a term's letters are found in, without case or accents, and ranked by (its search_fold trigram index). */
  text: AnyColumn;
  /** Ways other than the letters and the id. */
  others?: OtherWay[];
  where?: SQL;
}

const assetKind = (moduleName: AssetType, label: string) => (): KindQuery => ({
  from: sql`${asset}`,
  id: asset.id,
  path: route(`/dam-edit/${moduleName}/`, asset.id),
  title: asset.title,
  detail: detail(sql`${label}::text`, status(asset.active), idTag(asset.id)),
  text: asset.title,
  where: sql`${asset.module_name} = ${moduleName}`,
});

const titled = (table: SQLWrapper, id: AnyColumn, title: AnyColumn, label: SQL, path: string): KindQuery => ({
  from: sql`${table}`,
  id,
  path: route(path, id),
  title,
  detail: detail(label, idTag(id)),
  text: title,
});

/** A broker's or partner's registration: by name, CPF digits or e-mail. */
const registrationKind =
  (table: typeof corretor | typeof parceiro, label: string, path: string, ...shown: AnyColumn[]) =>
  (t: Terms): KindQuery => ({
    from: sql`${table}`,
    id: table.id,
    path: route(path, table.id),
    title: table.name,
    detail: detail(sql`${label}::text`, ...shown, table.email, sql`'CPF ' || ${maskedCpf(table.cpf)}`, idTag(table.id)),
    text: table.name,
    others: [byDigits(table.cpf, t), byMail(table.email, t)],
  });

const KINDS: Record<SearchKind, (t: Terms) => KindQuery> = {
  user: (t) => ({
    from: sql`${users}`,
    id: users.id,
    path: route('/User-edit/', users.id),
    title: users.name,
    detail: detail(users.mail, sql`'UID ' || ${users.uid}`, sql`case when ${users.is_blocked} = 1 then 'bloqueado' end`, idTag(users.id)),
    text: users.name,
    others: [byDigits(users.uid, t), byMail(users.mail, t)],
  }),
  corretor: registrationKind(corretor, 'Corretor', '/Corretor-edit/'),
  parceiro: registrationKind(parceiro, 'Parceiro', '/Parceiro-edit/', parceiro.company),
  profile: () => titled(profile, profile.id, profile.title, sql`'Perfil'`, '/Profile-edit/'),
  branch: () => titled(branch, branch.id, branch.value, sql`'Ramo de atuação'`, '/Branch-edit/'),
  category: () => ({
    ...titled(category, category.id, category.title, sql`'Categoria'`, '/Category-edit/'),
    detail: detail(sql`'Categoria'`, status(category.active), idTag(category.id)),
  }),
  media: assetKind('Media', 'Conteúdo digital'),
  banner: assetKind('Banner', 'Banner'),
  chatBanner: assetKind('chatBanner', 'Banner Sala Virtual'),
  highlight: () => ({
    ...titled(content, content.id, content.title, sql`'Destaque'`, '/Cms-edit/Testimony/'),
    detail: detail(sql`'Destaque'`, status(content.active), idTag(content.id)),
    where: sql`${content.module_name} = 'Testimony'`,
  }),
  course: () => ({
    ...titled(course, course.id, course.title, sql`''`, ''),
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
    text: classroom.address,
    // By its course's title too, found through the course's own index.
    others: [
      {
        when:
          t.like === null
            ? undefined
            : sql`${classroom.course_id} in (select ${course.id} from ${course} where ${fold(course.title)} like search_fold(${t.like}::text))`,
      },
    ],
  }),
  instrutor: (t) => ({
    ...titled(instrutor, instrutor.id, instrutor.nome, sql`'Instrutor'`, '/Instrutor-edit/'),
    detail: detail(sql`'Instrutor'`, sql`case when ${instrutor.is_active} then 'ativo' else 'inativo' end`, idTag(instrutor.id)),
    others: [byDigits(instrutor.cpf, t)],
  }),
  trail: () => ({ ...titled(trail, trail.id, trail.title, sql`''`, '/Trail-edit/'), detail: detail(sql`'Trilha'`, status(trail.active), idTag(trail.id)) }),
  proof: () => ({
    ...titled(proof, proof.id, proof.title, sql`''`, ''),
    path: sql`'/Proof-edit/' || ${proof.prooftype_id} || '/' || ${proof.id}`,
    detail: detail(sql`'Avaliação'`, status(proof.active), idTag(proof.id)),
  }),
  question: () => ({
    from: sql`${question} join ${proof} on ${proof.id} = ${question.proof_id}`,
    id: question.id,
    path: sql`'/Question-edit/' || ${proof.prooftype_id} || '/' || ${proof.id} || '/' || ${question.id}`,
    title: sql`left(${question.title}, 120)`,
    detail: detail(sql`'Questão'`, proof.title, idTag(question.id)),
    text: question.title,
  }),
  room: () => ({ ...titled(chat, chat.id, chat.title, sql`''`, '/Chat-edit/'), detail: detail(sql`'Sala virtual'`, status(chat.active), idTag(chat.id)) }),
};

/** How many matches of a term's letters, per kind, are ranked by similarity. */
const SAMPLE = 100;

/**
 * One kind's branches of the search's UNION ALL, each at most `limit` rows through its own index:
 * by its letters, its digits or e-mail, its id. A row found twice is kept once (search()).
 */
function branchesOf(kind: SearchKind, order: number, query: KindQuery, t: Terms, limit: number): SQL[] {
  // coalesce: a classroom without an address has no similarity, which would sort first.
  const similarity = sql`coalesce(similarity(${fold(query.text)}, search_fold(${t.text}::text)), 0)`;
  const select = (exact: SQL) =>
    sql`select ${order}::int as ord, ${kind}::text as kind, ${query.id} as id, ${query.title}::text as title, ${query.detail} as detail, ${query.path} as path,
      ${exact} as exact, ${similarity} as sim from ${query.from}`;
  const branches: SQL[] = [];
  // The letters: the most similar of the first SAMPLE matches. A common word (a surname, 'Seguro')
  // matches tens of thousands of rows; ranking them all costs hundreds of ms, while its first
  // matches come off the index (or the table, read in order) in a few pages.
  if (t.like !== null)
    branches.push(
      sql`(select * from (${select(sql`1`)} where ${and(query.where, sql`${fold(query.text)} like search_fold(${t.like}::text)`)} limit ${SAMPLE}) sample
        order by sim desc limit ${limit})`,
    );
  if (t.id !== null) branches.push(sql`(${select(sql`0`)} where ${and(query.where, sql`${query.id} = ${t.id}`)})`);
  for (const way of query.others ?? []) {
    if (!way.when) continue;
    const exact = way.exact ? sql`case when ${way.exact} then 0 else 1 end` : sql`1`;
    branches.push(sql`(${select(exact)} where ${and(query.where, way.when)} order by 7, ${query.id} desc limit ${limit})`);
  }
  return branches;
}

/**
 * search(term, limit): up to `limit` records of each kind the caller's modules allow, in one
 * statement; within a kind, exact id, CPF and e-mail matches first, then by trigram similarity.
 * Kinds the caller may not see are not queried at all.
 */
export async function search(db: Db, user: CurrentUser, term: string, limit: number): Promise<SearchHit[]> {
  const t = termsOf(term);
  if (!t) return [];
  const branches = (Object.keys(SEARCH_KINDS) as SearchKind[]).flatMap((kind, order) =>
    user.modules.includes(SEARCH_KINDS[kind].module) ? branchesOf(kind, order, KINDS[kind](t), t, limit) : [],
  );
  if (!branches.length) return [];
  const { rows } = await db.transaction(async (tx) => {
    // Its cost is estimated high (a branch per kind), which would have PostgreSQL compile it
    // (JIT) on every search: 10 ms more than running it.
    await tx.execute(sql`set local jit = off`);
    return (await tx.execute(
      sql`select kind, id, title, detail, path from (${sql.join(branches, sql` union all `)}) found order by ord, exact, sim desc, id desc`,
    )) as unknown as { rows: Array<Omit<SearchHit, 'id'> & { id: number | string }> };
  });
  const seen = new Set<string>();
  const perKind = new Map<string, number>();
  const hits: SearchHit[] = [];
  for (const row of rows) {
    const key = `${row.kind}:${row.id}`;
    const n = perKind.get(row.kind) ?? 0;
    if (seen.has(key) || n >= limit) continue;
    seen.add(key);
    perKind.set(row.kind, n + 1);
    hits.push({ ...row, id: Number(row.id) });
  }
  return hits;
}
