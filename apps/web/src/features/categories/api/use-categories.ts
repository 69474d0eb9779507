import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { damGraphql } from '../../../generated/dam/gql.ts';
import type { CategoryFieldsFragment } from '../../../generated/dam/graphql.ts';

export const CATEGORIES_KEY = ['categories'];

/** What the list and the form show of a category (declared for codegen: the documents spreading it carry it). */
damGraphql(`fragment CategoryFields on Category {
  id title ordernum active hide_courses hide_trails hide_assets parent_id parent_title banner updated_at
}`);

export type Category = CategoryFieldsFragment;

const DOCUMENT = damGraphql(`query Categories($parent: Int) { category_collections(parent: $parent) { ...CategoryFields } }`);

/** Children of `parent` (0: the top level), higher priority first. */
export function useCategories(parent = 0) {
  return useQuery({
    queryKey: [...CATEGORIES_KEY, 'children', parent],
    queryFn: () => gql('dam', DOCUMENT, { parent }),
    select: (d) => ({ rows: d.category_collections, total: d.category_collections.length }),
  });
}
