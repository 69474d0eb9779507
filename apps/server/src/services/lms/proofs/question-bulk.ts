import { PROOF_MESSAGES } from '@backoffice/domain/schemas/proof';
import { bulkTarget } from '../../../platform/bulk/bulk-target.ts';
import { recordDates } from '../../../platform/bulk/export-cells.ts';
import { UserError } from '../../../platform/errors.ts';
import { deleteQuestion, questionIdsOfProof, questionsByIds } from './question-store.ts';

type QuestionRow = Awaited<ReturnType<typeof questionsByIds>>[number];

/**
 * /Question/{type_id}/{proof_id}: the questions of one proof, the filter's parent, in the order
 * they were written (no search or order of its own). Without a proof there is no list.
 */
export const questionBulk = bulkTarget<QuestionRow>({
  kind: 'question',
  ids: (db, { parent }) => {
    if (!parent) throw new UserError(PROOF_MESSAGES.proofNotFound);
    return questionIdsOfProof(db, parent);
  },
  rows: questionsByIds,
  columns: [
    { header: 'ID', value: (q) => q.id },
    { header: 'Título', width: 60, value: (q) => q.title },
    { header: 'Avaliação', width: 40, value: (q) => q.proof_title },
    ...recordDates(),
  ],
  acts: {
    // Refused while the question has answers.
    delete: ({ db }, user, id) => deleteQuestion(db, user, id),
  },
});
