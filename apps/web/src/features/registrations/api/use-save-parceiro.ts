import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { SaveParceiroRecordDocument, type SaveParceiroRecordMutationVariables } from '../../../generated/parceiro/graphql.ts';
import { PARCEIROS_KEY } from './use-parceiros.ts';

export function useSaveParceiro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveParceiroRecordMutationVariables) => gql('parceiro', SaveParceiroRecordDocument, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PARCEIROS_KEY }),
  });
}
