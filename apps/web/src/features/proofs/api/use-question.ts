import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { QuestionQuery } from '../../../generated/lms/graphql.ts';
import { PROOFS_KEY } from './use-proofs.ts';

const DOCUMENT = lmsGraphql(`query Question($id: Int!) { question(id: $id) { id title proof_id updated_at } }`);

export type Question = NonNullable<QuestionQuery['question']>;

export function useQuestion(id: number | undefined) {
  return useQuery({
    queryKey: [...PROOFS_KEY, 'question', id ?? 0],
    queryFn: () => gql('lms', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.question,
    enabled: Boolean(id),
  });
}
