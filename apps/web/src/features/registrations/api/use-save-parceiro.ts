import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParceiroInput } from '@backoffice/domain/schemas/registration';
import { gql } from '../../../lib/api.ts';
import type { RecordVersion } from '../../../lib/form-record.ts';
import { PARCEIROS_KEY } from './use-parceiros.ts';

const DOCUMENT = /* GraphQL */ `mutation ($id: Int, $updated_at: String, $input: ParceiroInput!) {
  createOrUpdateCadastro(id: $id, updated_at: $updated_at, input: $input) { id updated_at }
}`;

export function useSaveParceiro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id?: number; input: ParceiroInput } & RecordVersion) =>
      gql<{ createOrUpdateCadastro: { id: number; updated_at: string } }>('parceiro', DOCUMENT, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PARCEIROS_KEY }),
  });
}
