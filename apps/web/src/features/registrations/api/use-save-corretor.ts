import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CorretorInput } from '@backoffice/domain/schemas/registration';
import { gql } from '../../../lib/api.ts';
import { CORRETORES_KEY } from './use-corretores.ts';

const DOCUMENT = /* GraphQL */ `mutation ($id: Int, $input: CorretorInput!) {
  createOrUpdateCadastro(id: $id, input: $input) { id }
}`;

export function useSaveCorretor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id?: number; input: CorretorInput }) =>
      gql<{ createOrUpdateCadastro: { id: number } }>('corretor', DOCUMENT, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CORRETORES_KEY }),
  });
}
