import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { SaveProfileRecordDocument, type SaveProfileRecordMutationVariables } from '../../../generated/account/graphql.ts';
import { PROFILES_KEY } from './use-profiles.ts';

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveProfileRecordMutationVariables) => gql('account', SaveProfileRecordDocument, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
  });
}
