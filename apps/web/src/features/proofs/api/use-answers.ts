import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { AnswersQuery } from '../../../generated/lms/graphql.ts';
import { PROOFS_KEY } from './use-proofs.ts';

export type AnswerRow = AnswersQuery['answer_collections'][number];

const DOCUMENT = lmsGraphql(`query Answers($question_id: Int!) { answer_collections(question_id: $question_id) { id title is_correct } }`);

/** A question's answers (/Answer/{type_id}/{proof_id}/{question_id}), whole. */
export function useAnswers(questionId: number) {
  return useQuery({
    queryKey: [...PROOFS_KEY, 'answers', questionId],
    queryFn: () => gql('lms', DOCUMENT, { question_id: questionId }),
    select: (d) => ({ rows: d.answer_collections, total: d.answer_collections.length }),
  });
}
