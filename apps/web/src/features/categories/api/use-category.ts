import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { damGraphql } from '../../../generated/dam/gql.ts';
import { CATEGORIES_KEY } from './use-categories.ts';

const DOCUMENT = damGraphql(`query Category($id: Int!) { category(id: $id) { ...CategoryRecord } }`);

export function useCategory(id: number | undefined) {
  return useQuery({
    queryKey: [...CATEGORIES_KEY, 'one', id],
    queryFn: () => gql('dam', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.category,
    enabled: Boolean(id),
  });
}
