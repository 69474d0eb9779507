import { correctLabel, PROOF_MESSAGES } from '@backoffice/domain/schemas/proof';
import { bulkTarget } from '../../../platform/bulk/bulk-target.ts';
import { recordDates } from '../../../platform/bulk/export-cells.ts';
import { UserError } from '../../../platform/errors.ts';
import { answerIdsOfQuestion, answersByIds, deleteAnswer } from './answer-store.ts';

type AnswerRow = Awaited<ReturnType<typeof answersByIds>>[number];

/**
 * /Answer/{type_id}/{proof_id}/{question_id}: the answers of one question, the filter's parent,
 * in the order they were written (no search or order of its own). Without a question there is no list.
 */
export const answerBulk = bulkTarget<AnswerRow>({
  kind: 'answer',
  ids: (db, { parent }) => {
    if (!parent) throw new UserError(PROOF_MESSAGES.questionNotFound);
    return answerIdsOfQuestion(db, parent);
  },
  rows: answersByIds,
  columns: [
    { header: 'ID', value: (a) => a.id },
    { header: 'Título', width: 60, value: (a) => a.title },
    { header: 'Correta', value: (a) => correctLabel(a.is_correct) },
    { header: 'Pergunta', width: 60, value: (a) => a.question_title },
    ...recordDates(),
  ],
  acts: {
    delete: ({ db }, user, id) => deleteAnswer(db, user, id),
  },
});
