import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { damGraphql } from '../../../generated/dam/gql.ts';
import type { CategoryCompositionQuery } from '../../../generated/dam/graphql.ts';
import { CATEGORIES_KEY } from './use-categories.ts';

export type LinkedItem = CategoryCompositionQuery['categoryHasAssetById'][number];

const DOCUMENT = damGraphql(`query CategoryComposition($category_id: Int!) {
  categoryHasAssetById(category_id: $category_id) { id title }
  categoryHasCourseById(category_id: $category_id) { id title }
  categoryHasTrailById(category_id: $category_id) { id title }
}`);

/** The assets, courses and trails linked to a category. */
export function useCategoryComposition(categoryId: number | undefined) {
  return useQuery({
    queryKey: [...CATEGORIES_KEY, 'composition', categoryId],
    queryFn: () => gql('dam', DOCUMENT, { category_id: categoryId ?? 0 }),
    enabled: Boolean(categoryId),
  });
}
