import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { CATEGORIES_KEY } from './use-categories.ts';
import type { LinkedItem } from './types.ts';

const DOCUMENT = /* GraphQL */ `query ($category_id: Int!) {
  categoryHasAssetById(category_id: $category_id) { id title }
  categoryHasCourseById(category_id: $category_id) { id title }
  categoryHasTrailById(category_id: $category_id) { id title }
}`;

/** The assets, courses and trails linked to a category. */
export function useCategoryComposition(categoryId: number | undefined) {
  return useQuery({
    queryKey: [...CATEGORIES_KEY, 'composition', categoryId],
    queryFn: () =>
      gql<{ categoryHasAssetById: LinkedItem[]; categoryHasCourseById: LinkedItem[]; categoryHasTrailById: LinkedItem[] }>(
        'dam',
        DOCUMENT,
        { category_id: categoryId },
      ),
    enabled: Boolean(categoryId),
  });
}
