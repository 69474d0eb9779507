import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Loading } from '../../components/states.tsx';
import { postJson } from '../../lib/api.ts';

/** /auth/{token}: a login or SSO redirect hands over a session token; it becomes the session cookie. */
export function AuthTokenPage() {
  const { token } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    postJson('/api/v1/account/session', { token })
      .then(() => {
        queryClient.clear();
        navigate('/home', { replace: true });
      })
      .catch(() => navigate('/login', { replace: true }));
  }, [token, navigate, queryClient]);
  return <Loading />;
}
