import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Loading } from '../../components/states.tsx';
import { postJson } from '../../lib/api.ts';
import { setTabSession } from '../../lib/tab-session.ts';

/**
 * /acessar-como/{token}, the new tab of 'log in as': exchanges the single-use token for a session
 * that this tab alone keeps (the administrator's cookie is left as it is).
 */
export function ImpersonationPage() {
  const { token } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    postJson<{ token: string }>('/api/v1/account/authtoken', { token })
      .then((session) => {
        setTabSession(session.token);
        queryClient.clear();
        navigate('/home', { replace: true });
      })
      .catch(() => navigate('/login', { replace: true }));
  }, [token, navigate, queryClient]);
  return <Loading />;
}
