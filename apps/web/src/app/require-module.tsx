import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { MESSAGES } from '@backoffice/domain/constants';
import type { ModuleName } from '@backoffice/domain/modules';
import { useSession } from './session.tsx';

/** The same rule as the server's guard, so a typed URL does not show a screen that will be refused. */
export function RequireModule({ module, children }: { module: ModuleName | null; children: ReactNode }) {
  const { modules } = useSession();
  if (module && !modules.includes(module)) {
    return (
      <Alert color="red" title="Acesso negado" m="md">
        {MESSAGES.forbidden}
      </Alert>
    );
  }
  return children;
}
