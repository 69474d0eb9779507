import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_MESSAGES } from '@backoffice/domain/schemas/proof';
import { answer, proof, question } from '../../../db/schema/lms.ts';
import { createTestApp, errorMessage, type TestApp } from '../../../test/test-app.ts';
import { bulkKit } from '../../bulk/bulk-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof bulkKit>;
let courseToken: string;
let proofId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await t.signIn(await t.createProfile({ title: 'Avaliações', modules: ['Proof'] }));
  kit = bulkKit(t, token);
  ({ token: courseToken } = await t.signIn(await t.createProfile({ title: 'Cursos', modules: ['Course'] })));
  [{ id: proofId }] = await t.db.insert(proof).values({ prooftype_id: 1, title: 'Avaliação das respostas' }).returning({ id: proof.id });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function newQuestion(title: string): Promise<number> {
  const [row] = await t.db.insert(question).values({ proof_id: proofId, title }).returning({ id: question.id });
  return row!.id;
}

/** n answers of the question, the first one correct. */
async function newAnswers(questionId: number, title: string, n: number): Promise<number[]> {
  const rows = await t.db
    .insert(answer)
    .values(Array.from({ length: n }, (_, i) => ({ question_id: questionId, title: `${title} ${i + 1}`, is_correct: i === 0 ? 1 : 0 })))
    .returning({ id: answer.id });
  return rows.map((r) => r.id);
}

const remaining = async (ids: number[]) =>
  (await t.db.select({ id: answer.id }).from(answer).where(inArray(answer.id, ids)).orderBy(answer.id)).map((r) => r.id);

describe('answer bulk actions', () => {
  it('deletes the answers chosen; nothing hangs on an answer, so only a missing one is refused', async () => {
    const ids = await newAnswers(await newQuestion('Exclusão de respostas'), 'Resposta', 3);
    const result = await kit.ran({ kind: 'answer', action: 'delete', selection: { ids: [ids[0], ids[2], 999_999] } });
    expect(result).toMatchObject({ status: 'done', total: 3, done: 2 });
    expect(result.refused).toEqual([{ id: 999_999, reason: PROOF_MESSAGES.answerNotFound }]);
    expect(await remaining(ids)).toEqual([ids[1]]);
  });

  it('takes every answer of the question the parent names when no ids are given, and needs the question', async () => {
    const listed = await newQuestion('Lista');
    const ofList = await newAnswers(listed, 'Da lista', 2);
    const ofOther = await newAnswers(await newQuestion('Outra'), 'De outra pergunta', 1);
    const result = await kit.ran({ kind: 'answer', action: 'delete', selection: { parent: listed } });
    expect(result).toMatchObject({ status: 'done', total: 2, done: 2 });
    expect(await remaining([...ofList, ...ofOther])).toEqual(ofOther);
    expect(errorMessage(await kit.run({ kind: 'answer', action: 'delete', selection: { search: 'Da lista' } }))).toBe(PROOF_MESSAGES.questionNotFound);
  });

  it('is refused without the Proof module, and changes nothing', async () => {
    const ids = await newAnswers(await newQuestion('Sem acesso'), 'Protegida', 1);
    await kit.checkForbidden('answer', 'delete', ids, courseToken);
    expect(await remaining(ids)).toEqual(ids);
  });
});

describe('answer export', () => {
  it('writes the answers of the question the parent names, in the order they were written', async () => {
    const questionId = await newQuestion('Pergunta exportada');
    const ids = await newAnswers(questionId, 'Exportável', 2);
    const [elsewhere] = await newAnswers(await newQuestion('Pergunta vizinha'), 'Vizinha', 1);
    const lines = await kit.csvLines(`kind=answer&parent=${questionId}`);
    expect(lines[0]).toBe('ID;Título;Correta;Pergunta;Criado em;Alterado em');
    expect(kit.idsOf(lines)).toEqual(ids);
    expect(kit.idsOf(lines)).not.toContain(elsewhere);
    expect(lines[1]).toMatch(new RegExp(`^${ids[0]};Exportável 1;Sim;Pergunta exportada;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};`));
    expect(lines[2]).toMatch(new RegExp(`^${ids[1]};Exportável 2;Não;`));
  });

  it('needs the question: without it there is no list', async () => {
    const res = await kit.exportOf('kind=answer&format=csv');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PROOF_MESSAGES.questionNotFound);
  });
});
