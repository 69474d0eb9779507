import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { SESSION_KEY } from '../../../app/session.tsx';
import { accountGraphql } from '../../../generated/account/gql.ts';
import { profileModulesKey } from './use-profile-modules.ts';

const LINK = accountGraphql(`mutation LinkProfileModule($profile_id: Int!, $account_module_id: Int!) {
  createProfileAccountModule(profile_id: $profile_id, account_module_id: $account_module_id) { id }
}`);
const UNLINK = accountGraphql(`mutation UnlinkProfileModule($profile_id: Int!, $account_module_id: Int!) {
  deleteProfileAccountModule(profile_id: $profile_id, account_module_id: $account_module_id)
}`);

/** Creates or deletes one profile–module link; the admin's own menu refreshes too. */
export function useProfileModuleLink(profileId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: profileModulesKey(profileId) });
    void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  };
  const vars = (moduleId: string) => ({ profile_id: profileId, account_module_id: Number(moduleId) });
  const link = useMutation({ mutationFn: (moduleId: string) => gql('account', LINK, vars(moduleId)), onSuccess });
  const unlink = useMutation({ mutationFn: (moduleId: string) => gql('account', UNLINK, vars(moduleId)), onSuccess });
  return { link: link.mutateAsync, unlink: unlink.mutateAsync };
}
