import { type AnyColumn, and, type Placeholder, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { AssetType } from '@backoffice/domain/asset-types';
import { SEARCH_KINDS, SEARCH_MIN_LETTERS, type SearchKind } from '@backoffice/domain/search';
import { profile, users } from '../../db/schema/account.ts';
import { chat } from '../../db/schema/chat.ts';
import { content } from '../../db/schema/cms.ts';
import { corretor } from '../../db/schema/corretor.ts';
import { asset, category } from '../../db/schema/dam.ts';
import { classroom, course, instrutor, proof, question, trail } from '../../db/schema/lms.ts';
import { branch, parceiro } from '../../db/schema/parceiro.ts';
import { searchKey } from '../../db/schema/search-keys.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import type { Db } from '../../platform/db/client.ts';
import { cpfDigits, escapeLike } from '../../platform/db/list-query.ts';
import { executeNamed, type NamedStatement, namedStatement } from '../../platform/db/prepared-shapes.ts';

export interface SearchHit {
  kind: SearchKind;
  id: number;
  title: string;
  detail: string;
  /** The record's edit screen, as the web routes it ('/Course-edit/42'). */
  path: string;
}

/**
 * What a term can match: its letters (three or more), an id, the digits of a CPF or UID. A search
 * first looks for records where a word starts with the term (search_key); only when that finds
 * nothing at all does it look for the term anywhere inside a name or title, a CPF or an e-mail.
 */
interface Terms {
  text: string;
  /** Where the term is looked for: at the start of a word, or anywhere (the trigram indexes). */
  within: 'word start' | 'anywhere';
  /** The term for LIKE, its wildcards escaped; null when it is too short to match text. */
  like: string | null;
  id: number | null;
  /** The digits of a term made of digits and CPF punctuation (000.000.000-00). */
  digits: string | null;
  /** A whole e-mail: found by equality, through each e-mail's lower() index. */
  mail: boolean;
  /**
   * The values as the statement's parameters: a statement is built once per shape (which kinds,
   * which sorts of term) and then only sent its values.
   */
  p: Record<keyof TermValues, Placeholder>;
}

/** What a statement is sent, by placeholder. */
type TermValues = {
  text: string;
  like: string | null;
  id: number | null;
  digits: string | null;
  digitsLike: string | null;
  limit: number;
  sample: number;
};

const PLACEHOLDERS = Object.fromEntries(
  (['text', 'like', 'id', 'digits', 'digitsLike', 'limit', 'sample'] as const).map((name) => [name, sql.placeholder(name)]),
) as Terms['p'];

const WHOLE_MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Fewer digits than this are an id, not part of a CPF or UID: three digits are in 1 of every 100
 * of a million UIDs, and ranking those took 36 ms.
 */
const MIN_DIGITS = 5;

function termsOf(term: string, within: Terms['within']): Terms | null {
  const text = term.trim();
  if (!text) return null;
  const digits = cpfDigits(text);
  const mail = WHOLE_MAIL.test(text);
  return {
    text,
    within,
    mail,
    // A whole e-mail is in no name or title: its dozen trigrams would only read long posting lists.
    like: mail ? null : text.replace(/\s/g, '').length >= SEARCH_MIN_LETTERS ? `%${escapeLike(text)}%` : null,
    id: /^\d{1,9}$/.test(text) ? Number(text) : null,
    digits: digits && digits.length >= MIN_DIGITS ? digits : null,
    p: PLACEHOLDERS,
  };
}

const valuesOf = (t: Terms, limit: number): TermValues => ({
  text: t.text,
  like: t.like,
  id: t.id,
  digits: t.digits,
  digitsLike: t.digits === null ? null : `%${t.digits}%`,
  limit,
  sample: limit * KEYS_PER_RESULT,
});

/** What decides a statement's text, besides the kinds searched: which ways the term can match. */
const shapeOf = (t: Terms) =>
  `${t.within}:${[t.like !== null, t.mail, t.id !== null, t.digits !== null, t.digits !== t.text, t.text.includes('@')].map(Number).join('')}`;

const fold = (value: SQLWrapper) => sql`search_fold(${value})`;

/** How many matches of a term's letters anywhere, per kind, are ranked by similarity. */
const SAMPLE = 100;

/**
 * At a word start, how many of the first keys in key order are ranked per result asked for: a
 * prefix sorts before its longer keys, so the first ones hold the closest.
 */
const KEYS_PER_RESULT = 4;

/** The prefixes a term is looked up by among the keys: its folded text, and the digits of a CPF typed with its punctuation. */
function prefixesOf(t: Terms): SQL[] {
  // A subquery: folded once per search (an InitPlan), not once per key compared in a generic plan.
  const prefixes = t.like !== null || t.mail ? [sql`(select left(search_fold(${t.p.text}::text), 100))`] : [];
  if (t.digits !== null && t.digits !== t.text) prefixes.push(sql`${t.p.digits}::text`);
  return prefixes;
}

/**
 * The first `sample` keys of a kind that start with a prefix, read in key order off the index
 * (search_key_lookup_idx, byte order): chr(1114111), the last code point, bounds the range.
 */
const keysStartingWith = (kind: SearchKind | SQL, prefix: SQL, sample: Placeholder | number) =>
  sql`(select ${searchKey.record_id} as record_id, ${searchKey.key} as key from ${searchKey}
    where ${searchKey.kind} = ${typeof kind === 'string' ? literal(kind) : kind} and ${searchKey.key} >= ${prefix} and ${searchKey.key} < ${prefix} || chr(1114111)
    order by ${searchKey.key} limit ${sample})`;

/**
 * The `limit` records of a kind whose keys start with the term, ranked among its first `sample` keys:
 * exact (0) when a whole key is the term (an e-mail, a CPF, a name's last words), then by the
 * trigram similarity of the key that matched, which is folded already and read off the index, so
 * only the records kept are read from their table.
 */
const recordsStartingWith = (kind: SearchKind | SQL, prefixes: SQL[], sample: Placeholder | number, limit: Placeholder | null) =>
  sql`(select record_id, min(case when key in (${sql.join(prefixes, sql`, `)}) then 0 else 1 end) as exact, max(similarity(key, ${prefixes[0]})) as sim
    from (${sql.join(
      prefixes.map((prefix) => keysStartingWith(kind, prefix, sample)),
      sql` union all `,
    )}) keys group by record_id ${limit === null ? sql`` : sql`order by exact, sim desc, record_id desc limit ${limit}`})`;

/** A row found without its letters: by a CPF's or UID's digits, by e-mail, or as the record whose id was typed. */
interface OtherWay {
  /** The condition; undefined when the term cannot match this way. */
  when: SQL | undefined;
  /** When the row is found exactly (the whole CPF, the whole e-mail): it comes first. */
  exact?: SQL;
}

// At a word start, a CPF's or UID's digits and an e-mail are search keys of their own.
const byDigits = (column: AnyColumn, t: Terms): OtherWay => ({
  when: t.digits === null || t.within === 'word start' ? undefined : sql`${column} like ${t.p.digitsLike}::text`,
  exact: t.digits === null ? undefined : sql`${column} = ${t.p.digits}::text`,
});
// Only a term with an @ is looked for among e-mails: a name typed must not scan a million of them.
const byMail = (column: AnyColumn, t: Terms): OtherWay => {
  if (t.within === 'word start') return { when: undefined };
  const same = sql`lower(${column}) = lower(${t.p.text}::text)`;
  if (t.mail) return { when: same, exact: same };
  return { when: t.like !== null && t.text.includes('@') ? sql`${column} ilike ${t.p.like}::text` : undefined, exact: same };
};
const status = (active: AnyColumn) => sql`case when ${active} = 1 then 'ativo' else 'inativo' end`;
const maskedCpf = (cpf: AnyColumn) => sql`regexp_replace(${cpf}, '^(\\d{3})(\\d{3})(\\d{3})(\\d{2})$', '\\1.\\2.\\3-\\4')`;
const detail = (...parts: Array<SQL | AnyColumn>) => sql`concat_ws(' · ', ${sql.join(parts, sql`, `)})`;
const idTag = (id: AnyColumn) => sql`'#' || ${id}`;
/** Our own constant text (a label, a route) written into the statement, not sent as one of its parameters. */
const literal = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'::text`);
const route = (prefix: string, id: AnyColumn) => sql`${literal(prefix)} || ${id}`;

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
  detail: detail(literal(label), status(asset.active), idTag(asset.id)),
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
    detail: detail(literal(label), ...shown, table.email, sql`'CPF ' || ${maskedCpf(table.cpf)}`, idTag(table.id)),
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
    // By its course's title too, found through the course's own keys or index.
    others: [
      {
        when:
          t.like === null || t.within === 'word start'
            ? undefined
            : sql`${classroom.course_id} in (select ${course.id} from ${course} where ${fold(course.title)} like search_fold(${t.p.like}::text))`,
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

/** What the palette shows of a kind's record, and the kind's place among the groups. */
const shown = (kind: SearchKind, order: number, query: KindQuery) =>
  sql`${sql.raw(String(order))} as ord, ${literal(kind)} as kind, ${query.id} as id, ${query.title}::text as title, ${query.detail} as detail, ${query.path} as path`;

/**
 * One kind's branches of the search's UNION ALL, each at most `limit` rows through its own index:
 * by its letters, its digits or e-mail, its id. A row found twice is kept once (search()).
 */
function branchesOf(kind: SearchKind, order: number, query: KindQuery, t: Terms): SQL[] {
  const limit = t.p.limit;
  // coalesce: a classroom without an address has no similarity, which would sort first.
  const similarity = sql`coalesce(similarity(${fold(query.text)}, search_fold(${t.p.text}::text)), 0)`;
  const select = (exact: SQL) => sql`select ${shown(kind, order, query)}, ${exact} as exact, ${similarity} as sim from ${query.from}`;
  const branches: SQL[] = [];
  // Anywhere in the letters: the most similar of the first SAMPLE matches. A common word (a
  // surname, 'Seguro') matches tens of thousands of rows; ranking them all costs hundreds of ms,
  // while its first matches come off the index (or the table, read in order) in a few pages.
  if (t.like !== null)
    branches.push(
      sql`(select * from (${select(sql`1`)} where ${and(query.where, sql`${fold(query.text)} like search_fold(${t.p.like}::text)`)} limit ${SAMPLE}) sample
        order by sim desc limit ${limit})`,
    );
  if (t.id !== null) branches.push(sql`(${select(sql`0`)} where ${and(query.where, sql`${query.id} = ${t.p.id}`)})`);
  for (const way of query.others ?? []) {
    if (!way.when) continue;
    const exact = way.exact ? sql`case when ${way.exact} then 0 else 1 end` : sql`1`;
    branches.push(sql`(${select(exact)} where ${and(query.where, way.when)} order by 7, ${query.id} desc limit ${limit})`);
  }
  return branches;
}

/**
 * search(term, limit): up to `limit` records of each kind the caller's modules allow, in one
 * statement where a word starts with the term, and a second looking inside words when the first
 * finds nothing; within a kind, exact id, CPF and e-mail matches first, then by trigram
 * similarity. Kinds the caller may not see are not queried at all.
 */
export async function search(db: Db, user: CurrentUser, term: string, limit: number): Promise<SearchHit[]> {
  const atWordStart = await searchWithin(db, user, term, limit, 'word start');
  const inside = termsOf(term, 'anywhere');
  // An id alone is found the same either way.
  if (atWordStart.length || !inside || (inside.like === null && inside.digits === null)) return atWordStart;
  return searchWithin(db, user, term, limit, 'anywhere');
}

type FoundRow = Omit<SearchHit, 'id'> & { id: number | string };

/**
 * The records a term finds at word starts, as (kind, record_id, exact, sim): for each kind its
 * `limit` best among its first keys (one lateral subquery for all kinds, planned once), the
 * record of each kind whose id was typed, and the classrooms of courses whose title starts so.
 */
function foundAtWordStart(kinds: SearchKind[], t: Terms): SQL | null {
  // Our own identifiers, not input: a literal keeps the statement's text one per set of kinds.
  const kindList = sql.raw(`array[${kinds.map((kind) => `'${kind}'`).join(', ')}]::text[]`);
  const prefixes = prefixesOf(t);
  const sources: SQL[] = [];
  if (prefixes.length)
    sources.push(
      sql`select k.kind, f.record_id, f.exact, f.sim from unnest(${kindList}) as k(kind) cross join lateral ${recordsStartingWith(sql`k.kind`, prefixes, t.p.sample, t.p.limit)} f`,
    );
  if (t.id !== null) sources.push(sql`select k.kind, ${t.p.id}::int as record_id, 0 as exact, 1::real as sim from unnest(${kindList}) as k(kind)`);
  if (prefixes.length && kinds.includes('classroom'))
    sources.push(
      // Each course's classrooms through their index: a generic plan would otherwise hash-join every classroom.
      sql`(select 'classroom'::text as kind, held.id as record_id, 1 as exact, 0::real as sim
        from ${recordsStartingWith('course', prefixes, t.p.sample, null)} courses
        cross join lateral (select ${classroom.id} as id from ${classroom} where ${classroom.course_id} = courses.record_id order by ${classroom.id} desc limit ${t.p.limit}) held
        order by held.id desc limit ${t.p.limit})`,
    );
  return sources.length ? sql.join(sources, sql` union all `) : null;
}

/** A kind's records found at word starts, with what the palette shows of them. */
const shownAtWordStart = (kind: SearchKind, order: number, query: KindQuery) =>
  sql`(select ${shown(kind, order, query)}, found.exact, found.sim from ${query.from} join found on found.record_id = ${query.id} and found.kind = ${literal(kind)}
    ${query.where ? sql`where ${query.where}` : sql``})`;

function statementText(kinds: SearchKind[], t: Terms): SQL | null {
  if (!kinds.length) return null;
  const orderOf = (kind: SearchKind) => Object.keys(SEARCH_KINDS).indexOf(kind);
  const hits = sql`select kind, id, title, detail, path from`;
  const ranked = sql`order by ord, exact, sim desc, id desc`;
  if (t.within === 'word start') {
    const found = foundAtWordStart(kinds, t);
    if (!found) return null;
    const shown = kinds.map((kind) => shownAtWordStart(kind, orderOf(kind), KINDS[kind](t)));
    return sql`with found as (${found}) ${hits} (${sql.join(shown, sql` union all `)}) shown ${ranked}`;
  }
  const branches = kinds.flatMap((kind) => branchesOf(kind, orderOf(kind), KINDS[kind](t), t));
  return branches.length ? sql`${hits} (${sql.join(branches, sql` union all `)}) found ${ranked}` : null;
}

/** Statements by the kinds searched and the shape of the term; as many as profiles times shapes. */
const statements = new Map<string, NamedStatement>();
const MAX_STATEMENTS = 500;

function statementFor(kinds: SearchKind[], t: Terms): NamedStatement | null {
  const key = `${kinds.join(',')}|${shapeOf(t)}`;
  let statement = statements.get(key);
  if (statement) return statement;
  const text = statementText(kinds, t);
  if (!text) return null;
  statement = namedStatement(text);
  if (statements.size >= MAX_STATEMENTS) statements.clear();
  statements.set(key, statement);
  return statement;
}

async function searchWithin(db: Db, user: CurrentUser, term: string, limit: number, within: Terms['within']): Promise<SearchHit[]> {
  const t = termsOf(term, within);
  if (!t) return [];
  const kinds = (Object.keys(SEARCH_KINDS) as SearchKind[]).filter((kind) => user.modules.includes(SEARCH_KINDS[kind].module));
  const statement = statementFor(kinds, t);
  if (!statement) return [];
  const values = valuesOf(t, limit);
  const rows =
    within === 'word start'
      ? // Planning it took longer than running it (3 ms against 2 at a million users), and the
        // plan of a prefix range is the same whatever the term: planned once per connection.
        await executeNamed<FoundRow>(db, statement, values, 'generic')
      : await db.transaction(async (tx) => {
          // Its cost is estimated high (a branch per kind), which would have PostgreSQL compile
          // it (JIT) on every search: 10 ms more than running it.
          await tx.execute(sql`set local jit = off`);
          return executeNamed<FoundRow>(tx, statement, values, 'per call');
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
