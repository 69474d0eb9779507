import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INSTRUCTOR_MESSAGES } from '@backoffice/domain/schemas/instructor';
import { gql } from '../../../lib/api.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { SaveInstrutorRecordDocument, type SaveInstrutorRecordMutationVariables } from '../../../generated/lms/graphql.ts';
import { INSTRUCTORS_KEY } from './use-instructors.ts';

/** Saves the instructor form (criaOuAtualizaInstrutor): a create without id, an update with the id and the version loaded. */
export function useSaveInstructor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: SaveInstrutorRecordMutationVariables) => (await gql('lms', SaveInstrutorRecordDocument, vars)).criaOuAtualizaInstrutor,
    // The failure toast of the error catalogue, with the server's reason under it.
    meta: { silent: true },
    onError: (error) => notifyFailure(INSTRUCTOR_MESSAGES.saveFailed, error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INSTRUCTORS_KEY }),
  });
}
