import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_ID } from '@backoffice/domain/constants';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoProofs } from './demo-proofs.ts';
import { seedDemoQuestions } from './demo-questions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('seedDemoQuestions', () => {
  it('gives the demo proofs of every type, the quiz included, questions with answers, once', async () => {
    const admin = await t.signIn(PROFILE_ID.SUPER_ADMIN);
    expect(await seedDemoQuestions(t.db, t.files)).toBe(false);
    await seedDemoProofs(t.db, t.files);
    expect(await seedDemoQuestions(t.db, t.files)).toBe(true);
    expect(await seedDemoQuestions(t.db, t.files)).toBe(false);
    const gql = async (query: string, variables: Record<string, unknown>) => (await t.gql('lms', query, variables, admin.token)).data;
    for (const type_id of [1, 2, 3]) {
      const proofs = (await gql('query ($type_id: Int!) { proof_collections(type_id: $type_id) { id title } }', { type_id })).proof_collections as Array<{
        id: number;
      }>;
      for (const p of proofs) {
        const questions = (await gql('query ($proof_id: Int!) { question_collections(proof_id: $proof_id) { id title } }', { proof_id: p.id }))
          .question_collections as Array<{ id: number }>;
        expect(questions.length).toBeGreaterThan(0);
        for (const q of questions) {
          const answers = (
            await gql('query ($question_id: Int!) { answer_collections(question_id: $question_id) { title is_correct } }', { question_id: q.id })
          ).answer_collections as Array<{ is_correct: number }>;
          expect(answers.length).toBeGreaterThanOrEqual(2);
          expect(answers.some((a) => a.is_correct === 1)).toBe(true);
        }
      }
    }
    const quiz = (await gql('query { proof_collections(type_id: 3) { id title } }', {})).proof_collections as Array<{ id: number }>;
    const quizQuestions = (await gql('query ($proof_id: Int!) { question_collections(proof_id: $proof_id) { title } }', { proof_id: quiz[0].id }))
      .question_collections;
    expect(quizQuestions).toEqual([{ title: 'O que é o prêmio de um seguro?' }, { title: 'Quem é o beneficiário?' }]);
  });
});
