import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';

export interface CommitmentTermCounts {
  parceiros: number;
  corretores: number;
  colaboradores: number;
}

export const COMMITMENT_TERMS_KEY = ['dashboard', 'commitmentTerms'];

const DOCUMENT = /* GraphQL */ `{ termoCompromissoCount { parceiros corretores colaboradores } }`;

/** The commitment-term block: acceptances by parceiros, corretores and colaboradores. */
export function useCommitmentTerms() {
  return useQuery({
    queryKey: COMMITMENT_TERMS_KEY,
    queryFn: () => gql<{ termoCompromissoCount: CommitmentTermCounts }>('account', DOCUMENT),
    select: (d) => d.termoCompromissoCount,
  });
}
