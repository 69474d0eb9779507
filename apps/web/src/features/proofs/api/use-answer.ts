import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { AnswerRecordFragment } from '../../../generated/lms/graphql.ts';
import { PROOFS_KEY } from './use-proofs.ts';

const DOCUMENT = lmsGraphql(`query Answer($id: Int!) { answer(id: $id) { ...AnswerRecord } }`);

export type Answer = AnswerRecordFragment;

export function useAnswer(id: number | undefined) {
  return useQuery({
    queryKey: [...PROOFS_KEY, 'answer', id ?? 0],
    queryFn: () => gql('lms', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.answer,
    enabled: Boolean(id),
  });
}
