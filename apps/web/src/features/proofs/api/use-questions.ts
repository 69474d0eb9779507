import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { QuestionsQuery } from '../../../generated/lms/graphql.ts';
import { PROOFS_KEY } from './use-proofs.ts';

export type QuestionRow = QuestionsQuery['question_collections'][number];

const DOCUMENT = lmsGraphql(`query Questions($proof_id: Int!) { question_collections(proof_id: $proof_id) { id title } }`);

/** A proof's questions (/Question/{type_id}/{proof_id}), whole. */
export function useQuestions(proofId: number) {
  return useQuery({
    queryKey: [...PROOFS_KEY, 'questions', proofId],
    queryFn: () => gql('lms', DOCUMENT, { proof_id: proofId }),
    select: (d) => ({ rows: d.question_collections, total: d.question_collections.length }),
  });
}
