import { useQuery } from '@tanstack/react-query';
import { gql } from '../api.ts';
import { parceiroGraphql } from '../../generated/parceiro/gql.ts';

const DOCUMENT = parceiroGraphql(`query BranchOptions { branch_collections(limit: 200, orderby: "name", order: "asc") { id value } }`);

/** The 'Ramo de atuação' choices of a partner, by name (value: the id as text). */
export function useBranchOptions(enabled = true) {
  return useQuery({
    queryKey: ['pickers', 'branches'],
    queryFn: () => gql('parceiro', DOCUMENT),
    select: (d) => [...d.branch_collections].sort((a, b) => a.value.localeCompare(b.value, 'pt-BR')).map((b) => ({ value: String(b.id), label: b.value })),
    enabled,
    staleTime: 60_000,
  });
}
