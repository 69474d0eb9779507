import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { corretorGraphql } from '../../../generated/corretor/gql.ts';
import type { SaveCorretorMutationVariables } from '../../../generated/corretor/graphql.ts';
import { CORRETORES_KEY } from './use-corretores.ts';

const DOCUMENT = corretorGraphql(`mutation SaveCorretor($id: Int, $updated_at: String, $input: CorretorInput!) {
  createOrUpdateCadastro(id: $id, updated_at: $updated_at, input: $input) { id updated_at }
}`);

export function useSaveCorretor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveCorretorMutationVariables) => gql('corretor', DOCUMENT, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CORRETORES_KEY }),
  });
}
