import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INSTRUCTOR_MESSAGES, type InstructorInput } from '@backoffice/domain/schemas/instructor';
import { gql } from '../../../lib/api.ts';
import type { RecordVersion } from '../../../lib/form-record.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { INSTRUCTORS_KEY } from './use-instructors.ts';

const CREATE = lmsGraphql(`mutation CreateInstructor($input: InstrutorInput!) {
  createInstrutor(input: $input) { id nome cpf is_interno updated_at }
}`);
const UPDATE = lmsGraphql(`mutation UpdateInstructor($id: Int!, $updated_at: String, $input: InstrutorInput!) {
  updateInstrutor(id: $id, updated_at: $updated_at, input: $input) { id nome cpf is_interno updated_at }
}`);

/** Saves the instructor form (already parsed by the domain schema): createInstrutor, or updateInstrutor with the version loaded. */
export function useSaveInstructor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input, updated_at }: { id?: number; input: InstructorInput } & RecordVersion) => {
      const sent = { nome: input.nome, cpf: input.cpf, is_interno: input.is_interno ? 1 : 0 };
      return id ? (await gql('lms', UPDATE, { id, updated_at, input: sent })).updateInstrutor : (await gql('lms', CREATE, { input: sent })).createInstrutor;
    },
    // The failure toast of the error catalogue, with the server's reason under it.
    meta: { silent: true },
    onError: (error) => notifyFailure(INSTRUCTOR_MESSAGES.saveFailed, error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INSTRUCTORS_KEY }),
  });
}
