import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { parceiroGraphql } from '../../../generated/parceiro/gql.ts';
import { BRANCHES_KEY } from './use-branches.ts';

const DOCUMENT = parceiroGraphql(`query Branch($id: Int!) { branch(id: $id) { ...BranchRecord } }`);

export function useBranch(id: number | undefined) {
  return useQuery({
    queryKey: [...BRANCHES_KEY, id ?? 0],
    queryFn: () => gql('parceiro', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.branch,
    enabled: Boolean(id),
  });
}
