import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '@backoffice/domain/schemas/profile';
import { gql } from '../../../lib/api.ts';
import type { RecordVersion } from '../../../lib/form-record.ts';
import { PROFILES_KEY } from './use-profiles.ts';
import type { Profile } from './types.ts';

const DOCUMENT = /* GraphQL */ `mutation ($id: Int, $updated_at: String, $input: ProfileInput!) {
  createOrUpdateProfile(id: $id, updated_at: $updated_at, input: $input) { id title updated_at }
}`;

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id?: number; input: ProfileInput } & RecordVersion) =>
      gql<{ createOrUpdateProfile: Pick<Profile, 'id' | 'title' | 'updated_at'> }>('account', DOCUMENT, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
  });
}
