import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { QuestionRecordFragment } from '../../../generated/lms/graphql.ts';
import { PROOFS_KEY } from './use-proofs.ts';

const DOCUMENT = lmsGraphql(`query Question($id: Int!) { question(id: $id) { ...QuestionRecord } }`);

export type Question = QuestionRecordFragment;

export function useQuestion(id: number | undefined) {
  return useQuery({
    queryKey: [...PROOFS_KEY, 'question', id ?? 0],
    queryFn: () => gql('lms', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.question,
    enabled: Boolean(id),
  });
}
