import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryInput } from '@backoffice/domain/schemas/category';
import { gql } from '../../../lib/api.ts';
import { CATEGORIES_KEY } from './use-categories.ts';
import type { Category } from './types.ts';

const DOCUMENT = /* GraphQL */ `mutation ($id: Int, $input: CategoryInput!) {
  createOrUpdateCategory(id: $id, input: $input) { id title parent_id }
}`;

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id?: number; input: CategoryInput }) =>
      gql<{ createOrUpdateCategory: Pick<Category, 'id' | 'title' | 'parent_id'> }>('dam', DOCUMENT, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });
}
