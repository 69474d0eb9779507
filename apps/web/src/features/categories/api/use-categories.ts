import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { CATEGORY_FIELDS, type Category } from './types.ts';

export const CATEGORIES_KEY = ['categories'];

const DOCUMENT = /* GraphQL */ `query ($parent: Int) { category_collections(parent: $parent) { ${CATEGORY_FIELDS} } }`;

/** Children of `parent` (0: the top level), higher priority first. */
export function useCategories(parent = 0) {
  return useQuery({
    queryKey: [...CATEGORIES_KEY, 'children', parent],
    queryFn: () => gql<{ category_collections: Category[] }>('dam', DOCUMENT, { parent }),
    select: (d) => ({ rows: d.category_collections, total: d.category_collections.length }),
  });
}
