import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@backoffice/domain/constants';
import type { CorretorUserInput, ParceiroUserInput } from '@backoffice/domain/schemas/registration';
import { ApiError, apiFetch, restError } from '../../../lib/api.ts';
import { USER_CREATION_MESSAGES, type UserKind } from '../messages.ts';

/**
 * The body of create-users-from-dashboard: the kind's fields as its domain schema outputs them,
 * every field of the other kind empty.
 */
export type NewUserBody = (CorretorUserInput & { ramo: null }) | (ParceiroUserInput & { papel: null; susep_externalId: null; susep_grupo: null });

interface Answer {
  users_error?: Array<{ error: string }>;
}

/**
 * POST /api/v1/{kind}/create-users-from-dashboard with a text/plain JSON body. Resolves when the
 * user was created; rejects with the first of users_error, with the server's own reason when it
 * refuses the call (e.g. an administrator who may not create users), or with 'Ocorreu um erro ao
 * subir usuário.' when the request itself failed.
 */
async function createUser(kind: UserKind, body: NewUserBody): Promise<void> {
  let response: Response;
  try {
    response = await apiFetch(`/api/v1/${kind}/create-users-from-dashboard`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError([USER_CREATION_MESSAGES.failure], 'NETWORK');
  }
  const answer = (await response
    .clone()
    .json()
    .catch(() => null)) as Answer | null;
  const first = answer?.users_error?.[0]?.error;
  if (first) throw new ApiError([first], 'BAD_USER_INPUT');
  if (!response.ok) {
    // A refusal in Portuguese (403, 401, 413...) is worth more than the generic text; an internal
    // error or a proxy's page is not.
    const refusal = await restError(response);
    if (response.status >= 500 || refusal.message === MESSAGES.internal) {
      throw new ApiError([USER_CREATION_MESSAGES.failure], refusal.code);
    }
    throw refusal;
  }
  if (!answer) throw new ApiError([USER_CREATION_MESSAGES.failure]);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { kind: UserKind; body: NewUserBody }) => createUser(vars.kind, vars.body),
    // The screen shows its own error text (error rule) instead of the generic toast.
    meta: { silent: true },
    // Lists of users, brokers and partners (other features) all change.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
