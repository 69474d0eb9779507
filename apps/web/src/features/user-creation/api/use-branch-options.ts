import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';

export interface BranchOption {
  id: number;
  value: string;
}

const DOCUMENT = /* GraphQL */ `{ branch_collections(limit: 200) { id value } }`;

export const BRANCH_OPTIONS_KEY = ['user-creation', 'branch-options'];

/** The 'Ramo de atuação' choices of a new partner, by name. */
export function useBranchOptions(enabled = true) {
  return useQuery({
    queryKey: BRANCH_OPTIONS_KEY,
    queryFn: () => gql<{ branch_collections: BranchOption[] }>('parceiro', DOCUMENT),
    select: (d) =>
      [...d.branch_collections]
        .sort((a, b) => a.value.localeCompare(b.value, 'pt-BR'))
        .map((b) => ({ value: String(b.id), label: b.value })),
    enabled,
    staleTime: 60_000,
  });
}
