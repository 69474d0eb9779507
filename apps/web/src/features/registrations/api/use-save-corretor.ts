import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { SaveCorretorRecordDocument, type SaveCorretorRecordMutationVariables } from '../../../generated/corretor/graphql.ts';
import { CORRETORES_KEY } from './use-corretores.ts';

export function useSaveCorretor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveCorretorRecordMutationVariables) => gql('corretor', SaveCorretorRecordDocument, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CORRETORES_KEY }),
  });
}
