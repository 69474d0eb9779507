import { Alert } from '@mantine/core';
import { MESSAGES } from '@backoffice/domain/constants';

/** What a screen shows instead of itself to a user the server would refuse (RequireModule, the user-creation screens). */
export function AccessDenied() {
  return (
    <Alert color="red" title="Acesso negado" m="md">
      {MESSAGES.forbidden}
    </Alert>
  );
}
