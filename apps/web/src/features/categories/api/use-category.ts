import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { CATEGORIES_KEY } from './use-categories.ts';
import { CATEGORY_FIELDS, type Category } from './types.ts';

const DOCUMENT = /* GraphQL */ `query ($id: Int!) { category(id: $id) { ${CATEGORY_FIELDS} } }`;

export function useCategory(id: number | undefined) {
  return useQuery({
    queryKey: [...CATEGORIES_KEY, 'one', id],
    queryFn: () => gql<{ category: Category | null }>('dam', DOCUMENT, { id }),
    select: (d) => d.category,
    enabled: Boolean(id),
  });
}
