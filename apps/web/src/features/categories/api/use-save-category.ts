import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryInput } from '@backoffice/domain/schemas/category';
import { gql } from '../../../lib/api.ts';
import type { RecordVersion } from '../../../lib/form-record.ts';
import { CATEGORIES_KEY } from './use-categories.ts';
import type { Category } from './types.ts';

const DOCUMENT = /* GraphQL */ `mutation ($id: Int, $updated_at: String, $input: CategoryInput!) {
  createOrUpdateCategory(id: $id, updated_at: $updated_at, input: $input) { id title parent_id updated_at }
}`;

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id?: number; input: CategoryInput } & RecordVersion) =>
      gql<{ createOrUpdateCategory: Pick<Category, 'id' | 'title' | 'parent_id' | 'updated_at'> }>('dam', DOCUMENT, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });
}
