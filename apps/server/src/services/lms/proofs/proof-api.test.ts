import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_ID } from '@backoffice/domain/constants';
import { PROOF_MESSAGES } from '@backoffice/domain/schemas/proof';
import { PUBLISHING_MESSAGES } from '@backoffice/domain/schemas/publishing';
import { required, tooLong } from '@backoffice/domain/schemas/messages';
import { auditLog } from '../../../db/schema/account.ts';
import { course, proof, question, trail } from '../../../db/schema/lms.ts';
import { createTestApp, errorCode, errorMessage, type GqlBody, type TestApp, type TestUser } from '../../../test/test-app.ts';

const FIELDS = 'id title prooftype_id active minimum attempts date_publish date_unpublish date_publish_format date_unpublish_format updated_at';
const Q = {
  list: `query ($type_id: Int!) { proof_collections(type_id: $type_id) { ${FIELDS} } }`,
  one: `query ($id: Int!) { proof(id: $id) { ${FIELDS} } }`,
  save: `mutation ($id: Int, $updated_at: String, $input: ProofInput!) { createOrUpdateProof(id: $id, updated_at: $updated_at, input: $input) { ${FIELDS} } }`,
  remove: `mutation ($id: Int!) { deleteProof(id: $id) }`,
};

type Proof = {
  id: number;
  title: string;
  prooftype_id: number;
  active: number;
  minimum: number;
  attempts: number;
  date_publish: string | null;
  date_unpublish: string | null;
  date_publish_format: string;
  updated_at: string;
};

let t: TestApp;
let admin: TestUser & { token: string };
let proofAdmin: TestUser & { token: string };
let courseAdmin: TestUser & { token: string };
let trailAdmin: TestUser & { token: string };
let outsider: TestUser & { token: string };

const call = (query: string, variables: Record<string, unknown> = {}, token: string | null = proofAdmin.token) =>
  t.gql('lms', query, variables, token ?? undefined);

function expectRefused(body: GqlBody, code: string, message?: string) {
  expect(errorCode(body), JSON.stringify(body.errors)).toBe(code);
  if (message) expect(errorMessage(body)).toBe(message);
  for (const value of Object.values(body.data ?? {})) expect(value).toBeNull();
}

const VALID = { title: 'Prova de Seguro Auto', prooftype_id: 1, active: 1, minimum: 7, attempts: 3, date_publish: '2025-03-10T13:30:00.000Z' };

async function create(input: Record<string, unknown> = {}): Promise<Proof> {
  const body = await call(Q.save, { input: { ...VALID, ...input } });
  expect(body.errors).toBeUndefined();
  return body.data.createOrUpdateProof as Proof;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
  proofAdmin = await t.signIn(await t.createProfile({ modules: ['Proof'] }));
  courseAdmin = await t.signIn(await t.createProfile({ modules: ['Course'] }));
  trailAdmin = await t.signIn(await t.createProfile({ modules: ['Trail'] }));
  outsider = await t.signIn(await t.createProfile({ modules: ['Classroom', 'Media'] }));
});
afterAll(() => t?.close());

describe('createOrUpdateProof', () => {
  it('creates a proof with its counters and dates, audit columns from the session', async () => {
    const created = await create();
    expect(created).toMatchObject({
      title: 'Prova de Seguro Auto',
      prooftype_id: 1,
      active: 1,
      minimum: 7,
      attempts: 3,
      date_publish: '2025-03-10T13:30:00.000Z',
      date_unpublish: null,
      date_publish_format: '10/03/2025 10:30',
      date_unpublish_format: '',
    });
    const [row] = await t.db.select().from(proof).where(eq(proof.id, created.id));
    expect(row).toMatchObject({ created_by: proofAdmin.id, updated_by: proofAdmin.id });
  });

  it('takes negative counters as 0 and an absent active flag as 0', async () => {
    const created = await create({ minimum: -4, attempts: -1, active: null, prooftype_id: 3 });
    expect(created).toMatchObject({ minimum: 0, attempts: 0, active: 0, prooftype_id: 3 });
  });

  it('updates with an id, refusing a stale version and an unknown id', async () => {
    const mine = await create({ title: 'Reação', prooftype_id: 2 });
    const body = await call(Q.save, {
      id: mine.id,
      updated_at: mine.updated_at,
      input: { ...VALID, title: 'Reação revisada', prooftype_id: 2, date_unpublish: '2025-12-31T12:00:00Z' },
    });
    expect(body.data.createOrUpdateProof).toMatchObject({
      id: mine.id,
      title: 'Reação revisada',
      date_unpublish: '2025-12-31T12:00:00.000Z',
      date_unpublish_format: '31/12/2025 09:00',
    });
    expectRefused(await call(Q.save, { id: mine.id, updated_at: mine.updated_at, input: VALID }), 'CONFLICT', MESSAGES.staleRecord);
    expectRefused(await call(Q.save, { id: 999_999, input: VALID }), 'NOT_FOUND', PROOF_MESSAGES.proofNotFound);
  });

  const INVALID: Array<[string, Record<string, unknown>, string]> = [
    ['no title', { title: undefined }, required('título')],
    ['a blank title', { title: '   ' }, required('título')],
    ['a title over 80 characters', { title: 'x'.repeat(81) }, tooLong('título', 80)],
    ['an unknown type', { prooftype_id: 4 }, PROOF_MESSAGES.type],
    ['no type', { prooftype_id: undefined }, PROOF_MESSAGES.type],
    ['no minimum', { minimum: undefined }, PROOF_MESSAGES.minimumRequired],
    ['no attempts', { attempts: null }, PROOF_MESSAGES.attemptsRequired],
    ['a minimum of 4 digits', { minimum: 1000 }, PROOF_MESSAGES.minimumTooBig],
    ['attempts of 4 digits', { attempts: 1000 }, PROOF_MESSAGES.attemptsTooBig],
    ['an active flag other than 0 or 1', { active: 2 }, PROOF_MESSAGES.active],
    ['no publish date', { date_publish: undefined }, required('data de publicação')],
    ['an unpublish date before the publish date', { date_unpublish: '2025-03-09T00:00:00Z' }, PUBLISHING_MESSAGES.unpublishBeforePublish],
  ];

  it.each(INVALID)('refuses %s with its message, storing nothing', async (_case, change, message) => {
    const before = await t.db.select().from(proof);
    const body = await call(Q.save, { input: { ...VALID, ...change } });
    expectRefused(body, 'BAD_USER_INPUT', message);
    expect(await t.db.select().from(proof)).toEqual(before);
  });

  it('is refused without the Proof module, even to the course and trail admins who read proofs', async () => {
    for (const who of [courseAdmin, trailAdmin, outsider]) expectRefused(await call(Q.save, { input: VALID }, who.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(Q.save, { input: VALID }, null), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
  });
});

describe('proof_collections and proof', () => {
  it('lists the proofs of a type, active first then by title, and reads one; course and trail admins read them too', async () => {
    const b = await create({ title: 'Quiz B', prooftype_id: 3, active: 1 });
    const a = await create({ title: 'Quiz A', prooftype_id: 3, active: 0 });
    for (const who of [proofAdmin, courseAdmin, trailAdmin, admin]) {
      const titles = ((await call(Q.list, { type_id: 3 }, who.token)).data.proof_collections as Proof[]).map((p) => p.title);
      expect(titles.indexOf('Quiz B')).toBeLessThan(titles.indexOf('Quiz A'));
      expect((await call(Q.one, { id: a.id }, who.token)).data.proof).toMatchObject({ id: a.id, title: 'Quiz A', active: 0 });
    }
    expect(((await call(Q.list, { type_id: 1 })).data.proof_collections as Proof[]).every((p) => p.prooftype_id === 1)).toBe(true);
    expect((await call(Q.one, { id: 999_999 })).data.proof).toBeNull();
    expectRefused(await call(Q.list, { type_id: 5 }), 'BAD_USER_INPUT', PROOF_MESSAGES.type);
    expectRefused(await call(Q.one, { id: b.id }, outsider.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(Q.list, { type_id: 3 }, null), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
  });
});

describe('deleteProof', () => {
  it('deletes a proof without children and audits it', async () => {
    const gone = await create({ title: 'Descartável' });
    expectRefused(await call(Q.remove, { id: gone.id }, courseAdmin.token), 'FORBIDDEN', MESSAGES.forbidden);
    expect((await call(Q.remove, { id: gone.id })).data.deleteProof).toBe(true);
    expect((await call(Q.one, { id: gone.id })).data.proof).toBeNull();
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'proof.delete'), eq(auditLog.target_id, gone.id)));
    expect(entry).toMatchObject({ user_id: proofAdmin.id, target_kind: 'proof', details: { title: 'Descartável', prooftype_id: 1 } });
    expectRefused(await call(Q.remove, { id: gone.id }), 'NOT_FOUND', PROOF_MESSAGES.proofNotFound);
  });

  it('refuses a proof with questions, or used by a course or a trail, keeping it', async () => {
    const withQuestion = await create({ title: 'Com pergunta' });
    await t.db.insert(question).values({ proof_id: withQuestion.id, title: 'Pergunta?' });
    const inCourse = await create({ title: 'Do curso' });
    await t.db.insert(course).values({ type: 'online', title: 'Curso', proof_id: inCourse.id });
    const reactionOfTrail = await create({ title: 'Reação da trilha', prooftype_id: 2 });
    await t.db.insert(trail).values({ title: 'Trilha', reactionevaluation_id: reactionOfTrail.id });
    for (const kept of [withQuestion, inCourse, reactionOfTrail]) {
      expectRefused(await call(Q.remove, { id: kept.id }), 'CONFLICT', PROOF_MESSAGES.childrenExist);
      expect((await call(Q.one, { id: kept.id })).data.proof).toMatchObject({ id: kept.id });
    }
  });
});
