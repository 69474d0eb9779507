import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '@backoffice/domain/schemas/profile';
import { gql } from '../../../lib/api.ts';
import { PROFILES_KEY } from './use-profiles.ts';
import type { Profile } from './types.ts';

const DOCUMENT = /* GraphQL */ `mutation ($id: Int, $input: ProfileInput!) {
  createOrUpdateProfile(id: $id, input: $input) { id title }
}`;

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id?: number; input: ProfileInput }) =>
      gql<{ createOrUpdateProfile: Pick<Profile, 'id' | 'title'> }>('account', DOCUMENT, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
  });
}
