import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { formatCpf } from '@backoffice/domain/documents';
import { SEARCH_MESSAGES } from '@backoffice/domain/search';
import { corretor } from '../../db/schema/corretor.ts';
import { classroom, course } from '../../db/schema/lms.ts';
import { seedAllDemo } from '../../boot.ts';
import { createTestApp, errorCode, errorMessage, expectRefused, type TestApp } from '../../test/test-app.ts';

const SEARCH = `query ($term: String!, $limit: Int) { search(term: $term, limit: $limit) { kind id title detail path } }`;

interface Hit {
  kind: string;
  id: number;
  title: string;
  detail: string;
  path: string;
}

let t: TestApp;
let superToken: string;
let marketingToken: string;
let nobodyToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedAllDemo(t.db, t.files);
  ({ token: superToken } = await t.signIn(PROFILE_ID.SUPER_ADMIN));
  ({ token: marketingToken } = await t.signIn(await t.createProfile({ title: 'Marketing', modules: ['Media', 'Banner', 'Testimony', 'Category'] })));
  ({ token: nobodyToken } = await t.signIn(await t.createProfile({ title: 'Sem módulos', modules: [] })));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function search(term: string, token = superToken, limit?: number): Promise<Hit[]> {
  const body = await t.gql('search', SEARCH, { term, limit }, token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.search;
}

describe('search', () => {
  it('finds without case or accents', async () => {
    const user = await t.createUser({ profileId: null, name: 'João Conceição Íñigo' });
    for (const term of ['joao conceicao', 'JOÃO', 'Conceição Íñ', 'inigo']) {
      expect(
        (await search(term)).filter((h) => h.kind === 'user').map((h) => h.id),
        term,
      ).toContain(user.id);
    }
    const [{ id: courseId }] = await t.db.insert(course).values({ type: 'online', title: 'SEGURO AUTO Essencial Ímpar' }).returning({ id: course.id });
    const hits = await search('seguro auto essencial impar');
    expect(hits.find((h) => h.kind === 'course' && h.id === courseId)).toMatchObject({
      title: 'SEGURO AUTO Essencial Ímpar',
      detail: `Curso on-line · inativo · #${courseId}`,
    });
  });

  it('finds a broker by CPF, masked or as digits, and puts the exact CPF first', async () => {
    const [broker] = await t.db.select({ id: corretor.id, cpf: corretor.cpf, name: corretor.name }).from(corretor).orderBy(desc(corretor.id)).limit(1);
    const masked = (await search(formatCpf(broker.cpf))).filter((h) => h.kind === 'corretor');
    expect(masked[0]).toMatchObject({ id: broker.id, title: broker.name, path: `/Corretor-edit/${broker.id}` });
    expect(masked[0].detail).toContain(`CPF ${formatCpf(broker.cpf)}`);
    expect((await search(broker.cpf.slice(2, 9))).filter((h) => h.kind === 'corretor').map((h) => h.id)).toContain(broker.id);
  });

  it('puts the record of an id typed alone first, then the most similar', async () => {
    const [first] = await t.db.insert(course).values({ type: 'presential', title: 'Turma Previdência Especial' }).returning({ id: course.id });
    const byId = (await search(String(first.id))).filter((h) => h.kind === 'course');
    expect(byId[0]).toMatchObject({
      id: first.id,
      title: 'Turma Previdência Especial',
      detail: `Curso presencial · inativo · #${first.id}`,
      path: `/Presential-course-edit/${first.id}`,
    });
    await t.db.insert(course).values({ type: 'online', title: 'Uma turma longa sobre previdência especial, a privada e outras coisas mais' });
    const ranked = (await search('previdencia especial')).filter((h) => h.kind === 'course');
    expect(ranked.length).toBe(2);
    expect(ranked[0].id).toBe(first.id);
  });

  it('finds where words start, across words, and inside a word only when nothing starts with the term', async () => {
    const user = await t.createUser({ profileId: null, name: 'Zuleica Quixabeira Nogueira' });
    const found = (term: string) => search(term).then((hits) => hits.filter((h) => h.kind === 'user').map((h) => h.id));
    expect(await found('quixabeira nog')).toContain(user.id);
    expect(await found('QUIXA')).toContain(user.id);
    // Nothing starts with it: found inside the word, through the trigram indexes.
    expect(await found('uixabeir')).toContain(user.id);
    // Not the end of one word and the start of the next.
    expect(await found('eica quixabeira x')).toEqual([]);
  });

  it('finds a classroom by the title of its course', async () => {
    const [held] = await t.db.insert(course).values({ type: 'presential', title: 'Xilogravura Securitária' }).returning({ id: course.id });
    const [room] = await t.db.insert(classroom).values({ course_id: held.id, title: 'Turma 1', address: 'Rua das Flores, 10' }).returning({ id: classroom.id });
    const hits = await search('xilogravura secur');
    expect(hits.find((h) => h.kind === 'classroom')).toMatchObject({ id: room.id, title: 'Xilogravura Securitária', path: `/Classroom-edit/${room.id}` });
    expect(hits.find((h) => h.kind === 'course')).toMatchObject({ id: held.id });
    expect((await search('flores')).some((h) => h.kind === 'classroom' && h.id === room.id)).toBe(true);
  });

  it('puts an exact e-mail first', async () => {
    const user = await t.createUser({ profileId: null, name: 'Maria E-mail' });
    const hits = (await search(user.mail.toUpperCase())).filter((h) => h.kind === 'user');
    expect(hits[0].id).toBe(user.id);
  });

  it('searches only the kinds of the caller’s modules, and says nothing of the others', async () => {
    const user = await t.createUser({ profileId: null, name: 'Conteúdo Marketing Silva' });
    const all = await search('Marketing Silva');
    expect(all.some((h) => h.kind === 'user' && h.id === user.id)).toBe(true);
    const body = await t.gql('search', SEARCH, { term: 'Marketing Silva' }, marketingToken);
    expect(JSON.stringify(body)).not.toContain('Conteúdo Marketing Silva');
    const broad = await search('a', marketingToken);
    const wide = await search('seguro', marketingToken, 20);
    for (const hit of [...broad, ...wide]) expect(['media', 'banner', 'highlight', 'category']).toContain(hit.kind);
    expect(wide.length).toBeGreaterThan(0);
    expect(await search('seguro', nobodyToken)).toEqual([]);
  });

  it('keeps to the limit of each kind, and takes wildcards as letters', async () => {
    const hits = await search('seguro', superToken, 2);
    const perKind = new Map<string, number>();
    for (const h of hits) perKind.set(h.kind, (perKind.get(h.kind) ?? 0) + 1);
    expect(Math.max(...perKind.values())).toBeLessThanOrEqual(2);
    expect(perKind.size).toBeGreaterThan(1);
    expect(await search('%%%')).toEqual([]);
    expect(await search('___')).toEqual([]);
    expect(await search('   ')).toEqual([]);
  });

  it('refuses a bad term or limit with a message, and a caller without a session', async () => {
    const long = await t.gql('search', SEARCH, { term: 'x'.repeat(101) }, superToken);
    expect(errorCode(long)).toBe('BAD_USER_INPUT');
    expect(errorMessage(long)).toContain(SEARCH_MESSAGES.termTooLong);
    const limit = await t.gql('search', SEARCH, { term: 'seguro', limit: 50 }, superToken);
    expect(errorMessage(limit)).toContain(SEARCH_MESSAGES.limit);
    expectRefused(await t.gql('search', SEARCH, { term: 'seguro' }), 'UNAUTHENTICATED');
  });
});
