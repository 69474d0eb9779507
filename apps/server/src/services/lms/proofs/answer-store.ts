import { asc, eq, inArray } from 'drizzle-orm';
import { PROOF_MESSAGES, type AnswerInput, type AnswersInput } from '@backoffice/domain/schemas/proof';
import { answer, question } from '../../../db/schema/lms.ts';
import { createdBy } from '../../../platform/audit.ts';
import type { CurrentUser } from '../../../platform/auth/current-user.ts';
import type { Db } from '../../../platform/db/client.ts';
import { withConstraintMessages } from '../../../platform/db/constraint-errors.ts';
import { deleteRecord } from '../../../platform/db/delete-record.ts';
import { inOrderOf } from '../../../platform/db/paged-list.ts';
import { saveRecord } from '../../../platform/db/record.ts';
import { type Save } from '../../../platform/graphql/operation.ts';

const columns = { id: answer.id, title: answer.title, question_id: answer.question_id, is_correct: answer.is_correct, updated_at: answer.updated_at };

const present = (row: Pick<typeof answer.$inferSelect, keyof typeof columns>) => ({ ...row, updated_at: row.updated_at.toISOString() });
export type AnswerView = ReturnType<typeof present>;

/** answer_collections: a question's answers in the order they were written. */
export async function listAnswers(db: Db, questionId: number): Promise<AnswerView[]> {
  const rows = await db.select(columns).from(answer).where(eq(answer.question_id, questionId)).orderBy(asc(answer.id));
  return rows.map(present);
}

/** The ids of a question's answers in the list's order: what a bulk action or an export over the list takes. */
export async function answerIdsOfQuestion(db: Db, questionId: number): Promise<number[]> {
  const rows = await db.select({ id: answer.id }).from(answer).where(eq(answer.question_id, questionId)).orderBy(asc(answer.id));
  return rows.map((r) => r.id);
}

/** These answers with their question's title and their dates (the export's), in the order given. */
export async function answersByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: answer.id,
      title: answer.title,
      is_correct: answer.is_correct,
      question_title: question.title,
      created_at: answer.created_at,
      updated_at: answer.updated_at,
    })
    .from(answer)
    .innerJoin(question, eq(question.id, answer.question_id))
    .where(inArray(answer.id, [...ids]));
  return inOrderOf(ids, rows);
}

export async function findAnswer(db: Db, id: number): Promise<AnswerView | null> {
  const [row] = await db.select(columns).from(answer).where(eq(answer.id, id));
  return row ? present(row) : null;
}

/** Several answers of a question in one statement: all are stored or none. */
export async function insertAnswers(db: Db, user: CurrentUser, questionId: number, answers: AnswersInput['answers']): Promise<AnswerView[]> {
  const rows = await db
    .insert(answer)
    .values(answers.map((a) => ({ title: a.title, is_correct: a.is_correct, question_id: questionId, ...createdBy(user) })))
    .returning(columns);
  return rows.map(present);
}

/** 'Nova resposta': several answers at once; a question deleted meanwhile is refused by its foreign key. */
export function createAnswers(db: Db, user: CurrentUser, input: AnswersInput): Promise<AnswerView[]> {
  return withConstraintMessages({ foreignKey: PROOF_MESSAGES.questionNotFound }, () => insertAnswers(db, user, input.question_id, input.answers));
}

/** createOrUpdateAnswer. */
export async function saveAnswer(db: Db, user: CurrentUser, { id, input, updated_at: expectedUpdatedAt }: Save<AnswerInput>): Promise<AnswerView> {
  const savedId = await saveRecord(db, {
    table: answer,
    user,
    id,
    expectedUpdatedAt,
    load: findAnswer,
    notFound: PROOF_MESSAGES.answerNotFound,
    foreignKey: PROOF_MESSAGES.questionNotFound,
    values: input,
  });
  return (await findAnswer(db, savedId))!;
}

/** deleteAnswer: nothing hangs on an answer; the foreign keys still speak if that changes. */
export async function deleteAnswer(db: Db, user: CurrentUser, id: number): Promise<boolean> {
  await deleteRecord(db, {
    table: answer,
    id,
    load: findAnswer,
    notFound: PROOF_MESSAGES.answerNotFound,
    childrenExist: PROOF_MESSAGES.childrenExist,
    audit: { user, action: 'answer.delete', kind: 'answer', details: (a) => ({ title: a.title, question_id: a.question_id }) },
    bin: { type: 'answer', title: (a) => a.title, user },
  });
  return true;
}
