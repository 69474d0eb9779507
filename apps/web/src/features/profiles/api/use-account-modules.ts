import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { accountGraphql } from '../../../generated/account/gql.ts';

const DOCUMENT = accountGraphql(`query AccountModules { get_account_module_collection { id name label } }`);

export function useAccountModules() {
  return useQuery({
    queryKey: ['account_modules'],
    queryFn: () => gql('account', DOCUMENT),
    select: (d) => d.get_account_module_collection,
    staleTime: Infinity,
  });
}
