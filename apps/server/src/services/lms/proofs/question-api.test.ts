import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@backoffice/domain/constants';
import { PROOF_MESSAGES } from '@backoffice/domain/schemas/proof';
import { tooLong } from '@backoffice/domain/schemas/messages';
import { auditLog } from '../../../db/schema/account.ts';
import { answer, proof, question } from '../../../db/schema/lms.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import { createTestApp, errorCode, errorMessage, type GqlBody, type TestApp, type TestUser } from '../../../test/test-app.ts';
import { createQuestionWithAnswers } from './question-store.ts';

const QUESTION = 'id title proof_id updated_at';
const ANSWER = 'id title question_id is_correct updated_at';
const Q = {
  questions: `query ($proof_id: Int!) { question_collections(proof_id: $proof_id) { ${QUESTION} } }`,
  question: `query ($id: Int!) { question(id: $id) { ${QUESTION} } }`,
  saveQuestion: `mutation ($id: Int, $updated_at: String, $input: QuestionInput!) { createOrUpdateQuestion(id: $id, updated_at: $updated_at, input: $input) { ${QUESTION} } }`,
  withAnswers: `mutation ($proof_id: Int!, $title: String, $answers: [AnswerItemInput!]) {
    createQuestionWithAnswers(proof_id: $proof_id, title: $title, answers: $answers) { ${QUESTION} answers { ${ANSWER} } }
  }`,
  deleteQuestion: `mutation ($id: Int!) { deleteQuestion(id: $id) }`,
  answers: `query ($question_id: Int!) { answer_collections(question_id: $question_id) { ${ANSWER} } }`,
  answer: `query ($id: Int!) { answer(id: $id) { ${ANSWER} } }`,
  saveAnswer: `mutation ($id: Int, $updated_at: String, $input: AnswerInput!) { createOrUpdateAnswer(id: $id, updated_at: $updated_at, input: $input) { ${ANSWER} } }`,
  createAnswers: `mutation ($question_id: Int!, $answers: [AnswerItemInput!]) { createAnswers(question_id: $question_id, answers: $answers) { ${ANSWER} } }`,
  deleteAnswer: `mutation ($id: Int!) { deleteAnswer(id: $id) }`,
};

type Question = { id: number; title: string; proof_id: number; updated_at: string };
type Answer = { id: number; title: string; question_id: number; is_correct: number; updated_at: string };

let t: TestApp;
let proofAdmin: TestUser & { token: string };
let courseAdmin: TestUser & { token: string };
let proofId: number;

const call = (query: string, variables: Record<string, unknown> = {}, token: string | null = proofAdmin.token) =>
  t.gql('lms', query, variables, token ?? undefined);

function expectRefused(body: GqlBody, code: string, message?: string) {
  expect(errorCode(body), JSON.stringify(body.errors)).toBe(code);
  if (message) expect(errorMessage(body)).toBe(message);
  for (const value of Object.values(body.data ?? {})) expect(value).toBeNull();
}

const stored = async () => ({ questions: await t.db.select().from(question), answers: await t.db.select().from(answer) });
const failed = (reason: string) => `${PROOF_MESSAGES.saveInputsFailed} ${reason}`;

async function newQuestion(title = 'Qual é a franquia?'): Promise<Question> {
  const body = await call(Q.saveQuestion, { input: { title, proof_id: proofId } });
  expect(body.errors).toBeUndefined();
  return body.data.createOrUpdateQuestion as Question;
}

beforeAll(async () => {
  t = await createTestApp();
  proofAdmin = await t.signIn(await t.createProfile({ modules: ['Proof'] }));
  courseAdmin = await t.signIn(await t.createProfile({ modules: ['Course', 'Trail'] }));
  const [row] = await t.db.insert(proof).values({ prooftype_id: 1, title: 'Prova', date_publish: new Date() }).returning({ id: proof.id });
  proofId = row.id;
});
afterAll(() => t?.close());

describe('createQuestionWithAnswers (Adicionar pergunta e respostas)', () => {
  it('stores the question and its answers together, in the order typed', async () => {
    const body = await call(Q.withAnswers, {
      proof_id: proofId,
      title: '  O que cobre o seguro auto?  ',
      answers: [{ title: 'Colisão', is_correct: 1 }, { title: 'Nada', is_correct: 0 }, { title: 'Só vidros' }],
    });
    expect(body.errors).toBeUndefined();
    const saved = body.data.createQuestionWithAnswers as Question & { answers: Answer[] };
    expect(saved).toMatchObject({ title: 'O que cobre o seguro auto?', proof_id: proofId });
    expect(saved.answers.map((a) => [a.title, a.is_correct, a.question_id])).toEqual([
      ['Colisão', 1, saved.id],
      ['Nada', 0, saved.id],
      ['Só vidros', 0, saved.id],
    ]);
    expect((await call(Q.answers, { question_id: saved.id })).data.answer_collections).toEqual(saved.answers);
    const [row] = await t.db.select().from(answer).where(eq(answer.id, saved.answers[0].id));
    expect(row).toMatchObject({ created_by: proofAdmin.id });
  });

  const INVALID: Array<[string, Record<string, unknown>, string]> = [
    ['an empty question', { title: ' ', answers: [{ title: 'A' }] }, PROOF_MESSAGES.questionRequired],
    ['no question', { answers: [{ title: 'A' }] }, PROOF_MESSAGES.questionRequired],
    ['a third answer empty', { title: 'Pergunta', answers: [{ title: 'A', is_correct: 1 }, { title: 'B' }, { title: '   ' }] }, PROOF_MESSAGES.answersRequired],
    [
      'a third answer over 1024 characters',
      { title: 'Pergunta', answers: [{ title: 'A' }, { title: 'B' }, { title: 'x'.repeat(1025) }] },
      tooLong('resposta', 1024),
    ],
    [
      'a third answer neither correct nor wrong',
      { title: 'Pergunta', answers: [{ title: 'A' }, { title: 'B' }, { title: 'C', is_correct: 2 }] },
      PROOF_MESSAGES.isCorrect,
    ],
    ['no answers', { title: 'Pergunta', answers: [] }, PROOF_MESSAGES.answersRequired],
    ['more than 50 answers', { title: 'Pergunta', answers: Array.from({ length: 51 }, (_, i) => ({ title: `R${i}` })) }, PROOF_MESSAGES.tooManyAnswers],
  ];

  it.each(INVALID)('refuses %s with "Erro ao salvar os inputs." and its reason, storing nothing', async (_case, input, reason) => {
    const before = await stored();
    expectRefused(await call(Q.withAnswers, { proof_id: proofId, ...input }), 'BAD_USER_INPUT', failed(reason));
    expect(await stored()).toEqual(before);
  });

  it('refuses an unknown proof, storing nothing', async () => {
    const before = await stored();
    expectRefused(
      await call(Q.withAnswers, { proof_id: 999_999, title: 'Pergunta', answers: [{ title: 'A' }] }),
      'CONFLICT',
      failed(PROOF_MESSAGES.proofNotFound),
    );
    expect(await stored()).toEqual(before);
  });

  it('rolls the question back when the database refuses the third answer', async () => {
    const before = await stored();
    const user = { id: proofAdmin.id, impersonated_by: null } as unknown as CurrentUser;
    // Past the schema's checks, as a client skipping them would send: the column's own limit refuses it.
    const answers = [
      { title: 'A', is_correct: 1 as const },
      { title: 'B', is_correct: 0 as const },
      { title: 'x'.repeat(2000), is_correct: 0 as const },
    ];
    await expect(createQuestionWithAnswers(t.db, user, { proof_id: proofId, title: 'Pergunta', answers })).rejects.toThrow();
    expect(await stored()).toEqual(before);
  });

  it('is refused without the Proof module', async () => {
    const input = { proof_id: proofId, title: 'Pergunta', answers: [{ title: 'A' }] };
    expectRefused(await call(Q.withAnswers, input, courseAdmin.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(Q.withAnswers, input, null), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
  });
});

describe('questions: question_collections, question, createOrUpdateQuestion, deleteQuestion', () => {
  it('creates, lists in writing order, reads and updates a question', async () => {
    const [other] = await t.db.insert(proof).values({ prooftype_id: 3, title: 'Quiz' }).returning({ id: proof.id });
    const first = await newQuestion('Primeira?');
    const second = await newQuestion('Segunda?');
    await call(Q.saveQuestion, { input: { title: 'De outra prova', proof_id: other.id } });
    const titles = ((await call(Q.questions, { proof_id: proofId })).data.question_collections as Question[]).map((q) => q.title);
    expect(titles.slice(-2)).toEqual(['Primeira?', 'Segunda?']);
    expect(titles).not.toContain('De outra prova');
    expect((await call(Q.question, { id: first.id })).data.question).toEqual(first);
    const updated = await call(Q.saveQuestion, { id: second.id, updated_at: second.updated_at, input: { title: 'Segunda, revisada?', proof_id: proofId } });
    expect(updated.data.createOrUpdateQuestion).toMatchObject({ id: second.id, title: 'Segunda, revisada?' });
    expectRefused(
      await call(Q.saveQuestion, { id: second.id, updated_at: second.updated_at, input: { title: 'X', proof_id: proofId } }),
      'CONFLICT',
      failed(MESSAGES.staleRecord),
    );
    expectRefused(await call(Q.saveQuestion, { id: 999_999, input: { title: 'X', proof_id: proofId } }), 'NOT_FOUND', failed(PROOF_MESSAGES.questionNotFound));
    expect((await call(Q.question, { id: 999_999 })).data.question).toBeNull();
  });

  it('refuses an empty question, an unknown proof, and callers without the module', async () => {
    const before = await stored();
    expectRefused(await call(Q.saveQuestion, { input: { title: '', proof_id: proofId } }), 'BAD_USER_INPUT', failed(PROOF_MESSAGES.questionRequired));
    expectRefused(await call(Q.saveQuestion, { input: { title: 'X', proof_id: 999_999 } }), 'CONFLICT', failed(PROOF_MESSAGES.proofNotFound));
    expectRefused(await call(Q.saveQuestion, { input: { title: 'X', proof_id: proofId } }, courseAdmin.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(Q.questions, { proof_id: proofId }, courseAdmin.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(Q.question, { id: 1 }, null), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
    expect(await stored()).toEqual(before);
  });

  it('deletes a question without answers (audited) and refuses one with answers', async () => {
    const bare = await newQuestion('Sem respostas?');
    expectRefused(await call(Q.deleteQuestion, { id: bare.id }, courseAdmin.token), 'FORBIDDEN', MESSAGES.forbidden);
    expect((await call(Q.deleteQuestion, { id: bare.id })).data.deleteQuestion).toBe(true);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'question.delete'), eq(auditLog.target_id, bare.id)));
    expect(entry).toMatchObject({ user_id: proofAdmin.id, target_kind: 'question', details: { title: 'Sem respostas?', proof_id: proofId } });
    expectRefused(await call(Q.deleteQuestion, { id: bare.id }), 'NOT_FOUND', PROOF_MESSAGES.questionNotFound);

    const answered = await newQuestion('Com resposta?');
    await call(Q.createAnswers, { question_id: answered.id, answers: [{ title: 'Sim' }] });
    expectRefused(await call(Q.deleteQuestion, { id: answered.id }), 'CONFLICT', PROOF_MESSAGES.childrenExist);
    expect((await call(Q.question, { id: answered.id })).data.question).toMatchObject({ id: answered.id });
  });
});

describe('answers: answer_collections, answer, createAnswers, createOrUpdateAnswer, deleteAnswer', () => {
  it('createAnswers (Nova resposta) stores several answers at once', async () => {
    const q = await newQuestion();
    const body = await call(Q.createAnswers, {
      question_id: q.id,
      answers: [
        { title: 'R$ 500', is_correct: 1 },
        { title: 'R$ 0', is_correct: 0 },
      ],
    });
    expect((body.data.createAnswers as Answer[]).map((a) => [a.title, a.is_correct])).toEqual([
      ['R$ 500', 1],
      ['R$ 0', 0],
    ]);
    expect((await call(Q.answers, { question_id: q.id })).data.answer_collections).toEqual(body.data.createAnswers);
  });

  it('createAnswers refuses the whole list for one bad answer, with "Erro ao salvar os inputs." and its reason', async () => {
    const q = await newQuestion();
    const before = await stored();
    const cases: Array<[unknown, string]> = [
      [[{ title: 'A' }, { title: 'B' }, { title: '' }], PROOF_MESSAGES.answerFieldsRequired],
      [[{ title: 'A' }, { title: 'B' }, { title: 'x'.repeat(1025) }], tooLong('resposta', 1024)],
      [[], PROOF_MESSAGES.answerFieldsRequired],
    ];
    for (const [answers, reason] of cases) expectRefused(await call(Q.createAnswers, { question_id: q.id, answers }), 'BAD_USER_INPUT', failed(reason));
    expectRefused(await call(Q.createAnswers, { question_id: 999_999, answers: [{ title: 'A' }] }), 'CONFLICT', failed(PROOF_MESSAGES.questionNotFound));
    expectRefused(await call(Q.createAnswers, { question_id: q.id, answers: [{ title: 'A' }] }, courseAdmin.token), 'FORBIDDEN', MESSAGES.forbidden);
    expect(await stored()).toEqual(before);
  });

  it("createOrUpdateAnswer (Editar resposta) creates, updates and refuses with the answer screens' message", async () => {
    const q = await newQuestion();
    const created = (await call(Q.saveAnswer, { input: { title: 'Talvez', question_id: q.id } })).data.createOrUpdateAnswer as Answer;
    expect(created).toMatchObject({ title: 'Talvez', question_id: q.id, is_correct: 0 });
    expect((await call(Q.answer, { id: created.id })).data.answer).toEqual(created);
    const updated = await call(Q.saveAnswer, {
      id: created.id,
      updated_at: created.updated_at,
      input: { title: 'Certamente', question_id: q.id, is_correct: 1 },
    });
    expect(updated.data.createOrUpdateAnswer).toMatchObject({ id: created.id, title: 'Certamente', is_correct: 1 });
    const before = await stored();
    expectRefused(
      await call(Q.saveAnswer, { id: created.id, input: { title: '  ', question_id: q.id } }),
      'BAD_USER_INPUT',
      failed(PROOF_MESSAGES.answerFieldsRequired),
    );
    expectRefused(await call(Q.saveAnswer, { input: { title: 'x'.repeat(1025), question_id: q.id } }), 'BAD_USER_INPUT', failed(tooLong('resposta', 1024)));
    expectRefused(await call(Q.saveAnswer, { input: { title: 'A', question_id: q.id, is_correct: 5 } }), 'BAD_USER_INPUT', failed(PROOF_MESSAGES.isCorrect));
    expectRefused(await call(Q.saveAnswer, { input: { title: 'A', question_id: 999_999 } }), 'CONFLICT', failed(PROOF_MESSAGES.questionNotFound));
    expectRefused(
      await call(Q.saveAnswer, { id: created.id, updated_at: created.updated_at, input: { title: 'A', question_id: q.id } }),
      'CONFLICT',
      failed(MESSAGES.staleRecord),
    );
    expectRefused(await call(Q.saveAnswer, { id: 999_999, input: { title: 'A', question_id: q.id } }), 'NOT_FOUND', failed(PROOF_MESSAGES.answerNotFound));
    expectRefused(await call(Q.saveAnswer, { input: { title: 'A', question_id: q.id } }, courseAdmin.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(Q.answers, { question_id: q.id }, courseAdmin.token), 'FORBIDDEN', MESSAGES.forbidden);
    expectRefused(await call(Q.answer, { id: created.id }, null), 'UNAUTHENTICATED', MESSAGES.unauthenticated);
    expect(await stored()).toEqual(before);
  });

  it('deleteAnswer deletes and audits; the question may then be deleted', async () => {
    const q = await newQuestion('Última?');
    const [only] = (await call(Q.createAnswers, { question_id: q.id, answers: [{ title: 'Sim', is_correct: 1 }] })).data.createAnswers as Answer[];
    expectRefused(await call(Q.deleteAnswer, { id: only.id }, courseAdmin.token), 'FORBIDDEN', MESSAGES.forbidden);
    expect((await call(Q.deleteAnswer, { id: only.id })).data.deleteAnswer).toBe(true);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'answer.delete'), eq(auditLog.target_id, only.id)));
    expect(entry).toMatchObject({ user_id: proofAdmin.id, target_kind: 'answer', details: { title: 'Sim', question_id: q.id } });
    expectRefused(await call(Q.deleteAnswer, { id: only.id }), 'NOT_FOUND', PROOF_MESSAGES.answerNotFound);
    expect((await call(Q.deleteQuestion, { id: q.id })).data.deleteQuestion).toBe(true);
  });
});
