import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { AnswerQuery } from '../../../generated/lms/graphql.ts';
import { PROOFS_KEY } from './use-proofs.ts';

const DOCUMENT = lmsGraphql(`query Answer($id: Int!) { answer(id: $id) { id title question_id is_correct updated_at } }`);

export type Answer = NonNullable<AnswerQuery['answer']>;

export function useAnswer(id: number | undefined) {
  return useQuery({
    queryKey: [...PROOFS_KEY, 'answer', id ?? 0],
    queryFn: () => gql('lms', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.answer,
    enabled: Boolean(id),
  });
}
