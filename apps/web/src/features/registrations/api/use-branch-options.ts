import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';

const DOCUMENT = /* GraphQL */ `{ branch_collections(limit: 200, orderby: "name", order: "asc") { id value } }`;

/** The 'Ramo de Atuação' choices of the partner form. */
export function useBranchOptions() {
  return useQuery({
    queryKey: ['registrations', 'branch-options'],
    queryFn: () => gql<{ branch_collections: { id: number; value: string }[] }>('parceiro', DOCUMENT),
    select: (d) => d.branch_collections.map((b) => ({ value: String(b.id), label: b.value })),
  });
}
