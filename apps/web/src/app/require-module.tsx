import type { ReactNode } from 'react';
import type { ModuleName } from '@backoffice/domain/modules';
import { AccessDenied } from '../components/access-denied.tsx';
import { useSession } from './session.tsx';

/** The same rule as the server's guard, so a typed URL does not show a screen that will be refused. */
export function RequireModule({ module, children }: { module: ModuleName | null; children: ReactNode }) {
  const { modules } = useSession();
  if (module && !modules.includes(module)) return <AccessDenied />;
  return children;
}
