import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { SaveCategoryRecordDocument, type SaveCategoryRecordMutationVariables } from '../../../generated/dam/graphql.ts';
import { CATEGORIES_KEY } from './use-categories.ts';

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveCategoryRecordMutationVariables) => gql('dam', SaveCategoryRecordDocument, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });
}
