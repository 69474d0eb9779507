import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Loading } from '../../components/states.tsx';
import { accountAuthQuery } from '../../app/session.tsx';
import { endSession } from '../../lib/end-session.ts';

/** /logout, where the spec's logout address (a link, so a GET) leads: the logout itself is a POST. */
export function LogoutPage() {
  const queryClient = useQueryClient();
  useEffect(() => {
    accountAuthQuery
      .queryFn()
      .then(
        (d) => d.account_auth.login_url,
        () => '/#/login',
      )
      .then((loginUrl) => endSession(queryClient, loginUrl));
  }, [queryClient]);
  return <Loading />;
}
