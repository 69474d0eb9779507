import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_TYPE } from '@backoffice/domain/schemas/course';
import { PROOF_MESSAGES } from '@backoffice/domain/schemas/proof';
import { course, proof, question } from '../../../db/schema/lms.ts';
import { createTestApp, errorMessage, type TestApp } from '../../../test/test-app.ts';
import { bulkKit } from '../../bulk/bulk-test-kit.ts';
import { insertRoom } from '../../chat/messages/chat-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof bulkKit>;
let courseToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await t.signIn(await t.createProfile({ title: 'Avaliações', modules: ['Proof'] }));
  kit = bulkKit(t, token);
  // The course form reads proofs, but the proof screens, their actions and export are Proof's.
  ({ token: courseToken } = await t.signIn(await t.createProfile({ title: 'Cursos', modules: ['Course'] })));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function newProofs(title: string, n: number, type: number = PROOF_TYPE.proof, active = 0) {
  const rows = await t.db
    .insert(proof)
    .values(Array.from({ length: n }, (_, i) => ({ prooftype_id: type, title: `${title} ${i + 1}`, active })))
    .returning({ id: proof.id });
  return rows.map((r) => r.id);
}

const remaining = async (ids: number[]) => (await t.db.select({ id: proof.id }).from(proof).where(inArray(proof.id, ids)).orderBy(proof.id)).map((r) => r.id);

describe('proof bulk actions', () => {
  it('activates and deactivates proofs', async () => {
    await kit.checkActivationActs('proof', proof, await newProofs('Ativação', 3));
  });

  it('takes every proof of the list type (the parent) when no ids are given, and needs a type', async () => {
    const quizzes = await newProofs('Quiz em massa', 2, PROOF_TYPE.quiz);
    const [reaction] = await newProofs('Reação fora da lista', 1, PROOF_TYPE.reaction);
    const result = await kit.ran({ kind: 'proof', action: 'activate', selection: { parent: PROOF_TYPE.quiz } });
    expect(result).toMatchObject({ status: 'done', total: 2, done: 2 });
    expect(await kit.activeOf(proof, [...quizzes, reaction!])).toEqual([1, 1, 0]);
    expect(errorMessage(await kit.run({ kind: 'proof', action: 'activate', selection: { search: 'Quiz' } }))).toBe(PROOF_MESSAGES.type);
  });

  it('deletes each proof by its own rules: one with questions, or used by a course or a room, is refused', async () => {
    const [free, withQuestion, ofCourse, ofRoom] = await newProofs('Exclusão', 4);
    await t.db.insert(question).values({ proof_id: withQuestion!, title: 'Pergunta que segura a avaliação' });
    await t.db.insert(course).values({ type: 'online', title: 'Curso com avaliação', proof_id: ofCourse! });
    // A room's reference is RESTRICT too: checked like the others, not left to the foreign key (an INTERNAL error before).
    await insertRoom(t, { title: 'Sala com avaliação', reactionevaluation_id: ofRoom! });
    const ids = [free!, withQuestion!, ofCourse!, ofRoom!];
    const result = await kit.ran({ kind: 'proof', action: 'delete', selection: { ids } });
    expect(result).toMatchObject({ status: 'done', total: 4, done: 1 });
    expect(result.refused).toEqual([withQuestion, ofCourse, ofRoom].map((id) => ({ id, reason: PROOF_MESSAGES.childrenExist })));
    expect(await remaining(ids)).toEqual([withQuestion, ofCourse, ofRoom]);
  });

  it('is refused without the Proof module, even to a module that reads proofs, and changes nothing', async () => {
    const ids = await newProofs('Sem acesso', 1);
    await kit.checkForbidden('proof', 'delete', ids, courseToken);
    expect(await remaining(ids)).toEqual(ids);
  });
});

describe('proof export', () => {
  it('writes the proofs of the type the parent names, active ones first, then by title', async () => {
    const [b, a] = await newProofs('Exportável', 2, PROOF_TYPE.reaction);
    const [active] = await newProofs('Zeta ativa', 1, PROOF_TYPE.reaction, 1);
    const [otherType] = await newProofs('Exportável de outro tipo', 1, PROOF_TYPE.quiz);
    await t.db
      .update(proof)
      .set({ title: 'Exportável A' })
      .where(inArray(proof.id, [a!]));
    await t.db
      .update(proof)
      .set({ title: 'Exportável B' })
      .where(inArray(proof.id, [b!]));
    const lines = await kit.csvLines(`kind=proof&parent=${PROOF_TYPE.reaction}`);
    expect(lines[0]).toBe('ID;Título;Tipo;Ativo;Mínimo de acertos;Tentativas;Publicação;Despublicação;Criado em;Alterado em');
    const ids = kit.idsOf(lines);
    expect(ids).not.toContain(otherType);
    // Among the rows of other tests too, in the list's order.
    expect(ids.filter((id) => [a, b, active].includes(id))).toEqual([active, a, b]);
    expect(lines.find((line) => line.startsWith(`${a};`))).toMatch(/^\d+;Exportável A;Aval\. de reação;Não;0;0;;;\d{2}\//);
  });

  it('needs the type: without it there is no list', async () => {
    const res = await kit.exportOf('kind=proof&format=csv');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PROOF_MESSAGES.type);
  });
});
