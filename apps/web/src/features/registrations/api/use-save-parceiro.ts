import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParceiroInput } from '@backoffice/domain/schemas/registration';
import { gql } from '../../../lib/api.ts';
import { PARCEIROS_KEY } from './use-parceiros.ts';

const DOCUMENT = /* GraphQL */ `mutation ($id: Int, $input: ParceiroInput!) {
  createOrUpdateCadastro(id: $id, input: $input) { id }
}`;

export function useSaveParceiro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id?: number; input: ParceiroInput }) =>
      gql<{ createOrUpdateCadastro: { id: number } }>('parceiro', DOCUMENT, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PARCEIROS_KEY }),
  });
}
