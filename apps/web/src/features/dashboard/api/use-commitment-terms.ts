import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { accountGraphql } from '../../../generated/account/gql.ts';

export const COMMITMENT_TERMS_KEY = ['dashboard', 'commitmentTerms'];

const DOCUMENT = accountGraphql(`query CommitmentTerms { termoCompromissoCount { parceiros corretores colaboradores } }`);

/** The commitment-term block: acceptances by parceiros, corretores and colaboradores. */
export function useCommitmentTerms() {
  return useQuery({
    queryKey: COMMITMENT_TERMS_KEY,
    queryFn: () => gql('account', DOCUMENT),
    select: (d) => d.termoCompromissoCount,
  });
}
