import { useMutation } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';

const DOCUMENT = /* GraphQL */ `mutation ($user_id: Int!) { impersonateUser(user_id: $user_id) { url expires_at } }`;

/** Mints the single-use link that opens a session as the user (valid for one minute). */
export function useImpersonateUser() {
  return useMutation({
    mutationFn: async (userId: number) =>
      (await gql<{ impersonateUser: { url: string; expires_at: string } }>('account', DOCUMENT, { user_id: userId })).impersonateUser,
  });
}
