import type { ReactNode } from 'react';
import { AccessDenied } from '../../components/access-denied.tsx';
import { LoadError, Loading } from '../../components/states.tsx';
import { useCanManageUsers } from '../../lib/use-can-manage-users.ts';

/**
 * Creating users takes more than module User: only super administrators and the ids of
 * USER_MANAGER_IDS may (the server's canManageUsers). Anyone else who types the address is told
 * at once, instead of filling in a form every save of which is refused.
 */
export function RequireUserManager({ children }: { children: ReactNode }) {
  const allowed = useCanManageUsers();
  if (allowed.isPending) return <Loading />;
  if (allowed.isError) return <LoadError />;
  if (!allowed.data) return <AccessDenied />;
  return children;
}
