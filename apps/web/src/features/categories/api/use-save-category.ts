import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { damGraphql } from '../../../generated/dam/gql.ts';
import type { SaveCategoryMutationVariables } from '../../../generated/dam/graphql.ts';
import { CATEGORIES_KEY } from './use-categories.ts';

const DOCUMENT = damGraphql(`mutation SaveCategory($id: Int, $updated_at: String, $input: CategoryInput!) {
  createOrUpdateCategory(id: $id, updated_at: $updated_at, input: $input) { id title parent_id updated_at }
}`);

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveCategoryMutationVariables) => gql('dam', DOCUMENT, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });
}
