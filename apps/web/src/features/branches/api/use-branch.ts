import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { BRANCHES_KEY } from './use-branches.ts';
import type { Branch } from './types.ts';

const DOCUMENT = /* GraphQL */ `query ($id: Int!) { branch(id: $id) { id value updated_at } }`;

export function useBranch(id: number | undefined) {
  return useQuery({
    queryKey: [...BRANCHES_KEY, id ?? 0],
    queryFn: () => gql<{ branch: Branch | null }>('parceiro', DOCUMENT, { id }),
    select: (d) => d.branch,
    enabled: Boolean(id),
  });
}
