import { asc, eq, inArray } from 'drizzle-orm';
import { PROOF_MESSAGES, type QuestionInput, type QuestionWithAnswersInput } from '@backoffice/domain/schemas/proof';
import { answer, proof, question } from '../../../db/schema/lms.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';
import { deleteRecord } from '../../../platform/db/delete-record.ts';
import { inOrderOf } from '../../../platform/db/paged-list.ts';
import { saveRecord, tableValues } from '../../../platform/db/record.ts';
import { insertAnswers, type AnswerView } from './answer-store.ts';
import { type Save } from '../../../platform/graphql/operation.ts';

const columns = { id: question.id, title: question.title, proof_id: question.proof_id, updated_at: question.updated_at };

const present = (row: Pick<typeof question.$inferSelect, keyof typeof columns>) => ({ ...row, updated_at: row.updated_at.toISOString() });
export type QuestionView = ReturnType<typeof present>;

/** question_collections: a proof's questions in the order they were written. */
export async function listQuestions(db: Db, proofId: number): Promise<QuestionView[]> {
  const rows = await db.select(columns).from(question).where(eq(question.proof_id, proofId)).orderBy(asc(question.id));
  return rows.map(present);
}

/** The ids of a proof's questions in the list's order: what a bulk action or an export over the list takes. */
export async function questionIdsOfProof(db: Db, proofId: number): Promise<number[]> {
  const rows = await db.select({ id: question.id }).from(question).where(eq(question.proof_id, proofId)).orderBy(asc(question.id));
  return rows.map((r) => r.id);
}

/** These questions with their proof's title and their dates (the export's), in the order given. */
export async function questionsByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: question.id, title: question.title, proof_title: proof.title, created_at: question.created_at, updated_at: question.updated_at })
    .from(question)
    .innerJoin(proof, eq(proof.id, question.proof_id))
    .where(inArray(question.id, [...ids]));
  return inOrderOf(ids, rows);
}

export async function findQuestion(db: Db, id: number): Promise<QuestionView | null> {
  const [row] = await db.select(columns).from(question).where(eq(question.id, id));
  return row ? present(row) : null;
}

/** createOrUpdateQuestion; a proof deleted meanwhile is refused by its foreign key. */
export async function saveQuestion(db: Db, user: CurrentUser, { id, input, updated_at: expectedUpdatedAt }: Save<QuestionInput>): Promise<QuestionView> {
  const savedId = await saveRecord(db, {
    table: question,
    user,
    id,
    expectedUpdatedAt,
    load: findQuestion,
    notFound: PROOF_MESSAGES.questionNotFound,
    foreignKey: PROOF_MESSAGES.proofNotFound,
    values: tableValues(question, input),
  });
  return (await findQuestion(db, savedId))!;
}

/**
 * 'Adicionar pergunta e respostas': the question and all its answers in one transaction, so a
 * failure at any answer leaves no question without its answers.
 */
export async function createQuestionWithAnswers(db: Db, user: CurrentUser, input: QuestionWithAnswersInput): Promise<QuestionView & { answers: AnswerView[] }> {
  let answers: AnswerView[] = [];
  const savedId = await saveRecord(db, {
    table: question,
    user,
    id: null,
    load: findQuestion,
    notFound: PROOF_MESSAGES.questionNotFound,
    foreignKey: PROOF_MESSAGES.proofNotFound,
    values: tableValues(question, input),
    after: async (tx, questionId) => {
      answers = await insertAnswers(tx, user, questionId, input.answers);
    },
  });
  return { ...(await findQuestion(db, savedId))!, answers };
}

/** deleteQuestion: refused while the question has answers. */
export async function deleteQuestion(db: Db, user: CurrentUser, id: number): Promise<boolean> {
  await deleteRecord(db, {
    table: question,
    id,
    load: findQuestion,
    notFound: PROOF_MESSAGES.questionNotFound,
    childrenExist: PROOF_MESSAGES.childrenExist,
    children: () => [[answer, eq(answer.question_id, id)]],
    audit: { user, action: 'question.delete', kind: 'question', details: (q) => ({ title: q.title, proof_id: q.proof_id }) },
    bin: { type: 'question', title: (q) => q.title, user },
  });
  return true;
}
