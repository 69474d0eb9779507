import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { accountGraphql } from '../../../generated/account/gql.ts';
import type { SaveProfileMutationVariables } from '../../../generated/account/graphql.ts';
import { PROFILES_KEY } from './use-profiles.ts';

const DOCUMENT = accountGraphql(`mutation SaveProfile($id: Int, $updated_at: String, $input: ProfileInput!) {
  createOrUpdateProfile(id: $id, updated_at: $updated_at, input: $input) { id title updated_at }
}`);

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveProfileMutationVariables) => gql('account', DOCUMENT, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
  });
}
