import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { parceiroGraphql } from '../../../generated/parceiro/gql.ts';
import type { SaveParceiroMutationVariables } from '../../../generated/parceiro/graphql.ts';
import { PARCEIROS_KEY } from './use-parceiros.ts';

const DOCUMENT = parceiroGraphql(`mutation SaveParceiro($id: Int, $updated_at: String, $input: ParceiroInput!) {
  createOrUpdateCadastro(id: $id, updated_at: $updated_at, input: $input) { id updated_at }
}`);

export function useSaveParceiro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveParceiroMutationVariables) => gql('parceiro', DOCUMENT, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PARCEIROS_KEY }),
  });
}
