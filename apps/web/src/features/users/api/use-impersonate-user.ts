import { useMutation } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { accountGraphql } from '../../../generated/account/gql.ts';

const DOCUMENT = accountGraphql(`mutation ImpersonateUser($user_id: Int!) { impersonateUser(user_id: $user_id) { url expires_at } }`);

/** Mints the single-use link that opens a session as the user (valid for one minute). */
export function useImpersonateUser() {
  return useMutation({
    mutationFn: async (userId: number) => (await gql('account', DOCUMENT, { user_id: userId })).impersonateUser,
  });
}
