import { useQuery } from '@tanstack/react-query';
import { gql } from '../api.ts';
import { lmsGraphql } from '../../generated/lms/gql.ts';

const DOCUMENT = lmsGraphql(`query TrailsByItem($item_id: Int!, $type_content: String!) {
  trailsByItem(item_id: $item_id, type_content: $type_content) { id title }
}`);

/** The trails holding a digital content ('asset') or a course, as a list's rows. */
export function useTrailsByItem(itemId: number, type: 'asset' | 'course') {
  return useQuery({
    queryKey: ['pickers', 'trails', type, itemId],
    queryFn: () => gql('lms', DOCUMENT, { item_id: itemId, type_content: type }),
    select: (d) => ({ rows: d.trailsByItem, total: d.trailsByItem.length }),
    enabled: itemId > 0,
  });
}
