import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { course, proof, trail } from '../../../db/schema/lms.ts';
import { bearer, createTestApp, expectRestRefused, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { xlsxRows } from '../../../test/sheet-rows.ts';

let t: TestApp;
let proofAdmin: TestUser & { token: string };
let courseAdmin: TestUser & { token: string };
let proofId: number;
let unusedId: number;
const courses: number[] = [];
const trails: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  proofAdmin = await t.signIn(await t.createProfile({ modules: ['Proof'] }));
  courseAdmin = await t.signIn(await t.createProfile({ modules: ['Course', 'Trail'] }));
  const [p, unused, other] = await t.db
    .insert(proof)
    .values([
      { prooftype_id: 2, title: 'Reação' },
      { prooftype_id: 2, title: 'Sem uso' },
      { prooftype_id: 1, title: 'Outra' },
    ])
    .returning({ id: proof.id });
  proofId = p.id;
  unusedId = unused.id;
  for (let n = 1; n <= 18; n++) {
    const [c] = await t.db
      .insert(course)
      .values({ type: 'online', title: `Curso ${n}`, reactionevaluation_id: p.id, proof_id: n % 2 ? other.id : null })
      .returning({ id: course.id });
    courses.push(c.id);
  }
  await t.db.insert(course).values({ type: 'online', title: 'Curso de outra prova', proof_id: other.id });
  for (const [title, values] of [
    ['=HYPERLINK("http://x")', { proof_id: p.id }],
    ['Trilha B', { reactionevaluation_id: p.id }],
    ['Trilha C', { proof_id: p.id, reactionevaluation_id: p.id }],
  ] as const) {
    const [tr] = await t.db
      .insert(trail)
      .values({ title, ...values })
      .returning({ id: trail.id });
    trails.push(tr.id);
  }
});
afterAll(() => t?.close());

const get = (query: string, token: string | null = proofAdmin.token) =>
  t.app.inject({ method: 'GET', url: `/api/v1/lms/linked-proofs${query}`, headers: token ? bearer(token) : {} });

describe('GET /api/v1/lms/linked-proofs', () => {
  it('lists the courses then the trails using the proof, 20 per page, with the total', async () => {
    const first = await get(`?proof_id=${proofId}&offset=0&limit=20`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBe(21);
    expect(body.data).toHaveLength(20);
    expect(body.data[0]).toEqual({ id: courses[0], title: 'Curso 1', type: 'Curso' });
    expect(body.data[18]).toEqual({ id: trails[0], title: '=HYPERLINK("http://x")', type: 'Trilha' });
    expect((await get(`?proof_id=${proofId}&offset=20&limit=20`)).json()).toEqual({ total: 21, data: [{ id: trails[2], title: 'Trilha C', type: 'Trilha' }] });
    expect((await get(`?proof_id=${proofId}`)).json().data).toHaveLength(20);
    expect((await get(`?proof_id=${unusedId}`)).json()).toEqual({ total: 0, data: [] });
  });

  it('with report=true downloads every row as a spreadsheet, text kept as text', async () => {
    const rows = await xlsxRows(await get(`?proof_id=${proofId}&report=true&offset=20&limit=1`), `conteudos-vinculados-avaliacao-${proofId}.xlsx`);
    expect(rows[0]).toEqual(['ID', 'Título', 'Tipo']);
    expect(rows).toHaveLength(22);
    expect(rows[1]).toEqual([courses[0], 'Curso 1', 'Curso']);
    expect(rows[19]).toEqual([trails[0], '=HYPERLINK("http://x")', 'Trilha']);
  });

  it('refuses a missing or bad proof id and bad paging', async () => {
    for (const query of ['', '?proof_id=abc', '?proof_id=0', `?proof_id=${proofId}&offset=-1`, `?proof_id=${proofId}&limit=0`]) {
      expect((await get(query)).statusCode, query).toBe(400);
    }
  });

  it('is refused without the Proof module and without a session', async () => {
    expectRestRefused(await get(`?proof_id=${proofId}`, courseAdmin.token), 'FORBIDDEN');
    expectRestRefused(await get(`?proof_id=${proofId}&report=true`, null), 'UNAUTHENTICATED');
  });
});
