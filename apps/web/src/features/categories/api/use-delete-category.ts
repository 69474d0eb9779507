import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { CATEGORIES_KEY } from './use-categories.ts';

const DOCUMENT = /* GraphQL */ `mutation ($id: Int!) { deleteCategory(id: $id) }`;

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => gql<{ deleteCategory: boolean }>('dam', DOCUMENT, { id }),
    // The confirmDelete dialog reports failures itself.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });
}
