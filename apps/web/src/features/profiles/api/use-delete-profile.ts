import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { PROFILES_KEY } from './use-profiles.ts';

const DOCUMENT = /* GraphQL */ `mutation ($id: Int!) { deleteProfile(id: $id) }`;

export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => gql<{ deleteProfile: boolean }>('account', DOCUMENT, { id }),
    // The confirmDelete dialog reports failures itself.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
  });
}
