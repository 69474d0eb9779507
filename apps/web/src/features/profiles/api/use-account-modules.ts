import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import type { ModuleRef } from './types.ts';

const DOCUMENT = /* GraphQL */ `{ get_account_module_collection { id name label } }`;

export function useAccountModules() {
  return useQuery({
    queryKey: ['account_modules'],
    queryFn: () => gql<{ get_account_module_collection: ModuleRef[] }>('account', DOCUMENT),
    select: (d) => d.get_account_module_collection,
    staleTime: Infinity,
  });
}
