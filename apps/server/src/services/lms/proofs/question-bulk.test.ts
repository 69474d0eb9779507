import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_MESSAGES } from '@backoffice/domain/schemas/proof';
import { answer, proof, question } from '../../../db/schema/lms.ts';
import { createTestApp, errorMessage, type TestApp } from '../../../test/test-app.ts';
import { bulkKit } from '../../bulk/bulk-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof bulkKit>;
let courseToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await t.signIn(await t.createProfile({ title: 'Avaliações', modules: ['Proof'] }));
  kit = bulkKit(t, token);
  ({ token: courseToken } = await t.signIn(await t.createProfile({ title: 'Cursos', modules: ['Course'] })));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function newProof(title: string): Promise<number> {
  const [row] = await t.db.insert(proof).values({ prooftype_id: 1, title }).returning({ id: proof.id });
  return row!.id;
}

async function newQuestions(proofId: number, title: string, n: number): Promise<number[]> {
  const rows = await t.db
    .insert(question)
    .values(Array.from({ length: n }, (_, i) => ({ proof_id: proofId, title: `${title} ${i + 1}` })))
    .returning({ id: question.id });
  return rows.map((r) => r.id);
}

const remaining = async (ids: number[]) =>
  (await t.db.select({ id: question.id }).from(question).where(inArray(question.id, ids)).orderBy(question.id)).map((r) => r.id);

describe('question bulk actions', () => {
  it('deletes each question by its own rules: one with answers is refused, a missing one is not found', async () => {
    const [free, withAnswer, other] = await newQuestions(await newProof('Exclusão de perguntas'), 'Pergunta', 3);
    await t.db.insert(answer).values({ question_id: withAnswer!, title: 'Resposta que segura a pergunta' });
    const result = await kit.ran({ kind: 'question', action: 'delete', selection: { ids: [free, withAnswer, other, 999_999] } });
    expect(result).toMatchObject({ status: 'done', total: 4, done: 2 });
    expect(result.refused).toEqual([
      { id: withAnswer, reason: PROOF_MESSAGES.childrenExist },
      { id: 999_999, reason: PROOF_MESSAGES.questionNotFound },
    ]);
    expect(await remaining([free!, withAnswer!, other!])).toEqual([withAnswer]);
  });

  it('takes every question of the proof the parent names when no ids are given, and needs the proof', async () => {
    const listed = await newProof('Lista');
    const ofList = await newQuestions(listed, 'Da lista', 2);
    const ofOther = await newQuestions(await newProof('Outra'), 'De outra avaliação', 1);
    const result = await kit.ran({ kind: 'question', action: 'delete', selection: { parent: listed } });
    expect(result).toMatchObject({ status: 'done', total: 2, done: 2 });
    expect(await remaining([...ofList, ...ofOther])).toEqual(ofOther);
    expect(errorMessage(await kit.run({ kind: 'question', action: 'delete', selection: { search: 'Da lista' } }))).toBe(PROOF_MESSAGES.proofNotFound);
  });

  it('is refused without the Proof module, and changes nothing', async () => {
    const ids = await newQuestions(await newProof('Sem acesso'), 'Protegida', 1);
    await kit.checkForbidden('question', 'delete', ids, courseToken);
    expect(await remaining(ids)).toEqual(ids);
  });
});

describe('question export', () => {
  it('writes the questions of the proof the parent names, in the order they were written', async () => {
    const proofId = await newProof('Avaliação exportada');
    const ids = await newQuestions(proofId, 'Exportável', 2);
    const [elsewhere] = await newQuestions(await newProof('Avaliação vizinha'), 'Vizinha', 1);
    const lines = await kit.csvLines(`kind=question&parent=${proofId}`);
    expect(lines[0]).toBe('ID;Título;Avaliação;Criado em;Alterado em');
    expect(kit.idsOf(lines)).toEqual(ids);
    expect(kit.idsOf(lines)).not.toContain(elsewhere);
    expect(lines[1]).toMatch(new RegExp(`^${ids[0]};Exportável 1;Avaliação exportada;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};`));
  });

  it('needs the proof: without it there is no list', async () => {
    const res = await kit.exportOf('kind=question&format=csv');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PROOF_MESSAGES.proofNotFound);
  });
});
