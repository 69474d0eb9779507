import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';

const DOCUMENT = /* GraphQL */ `query ($item_id: Int!) { trailsByItem(item_id: $item_id, type_content: "asset") { id title } }`;

/** The trails holding a digital content (dam-composition). */
export function useTrailsByItem(assetId: number) {
  return useQuery({
    queryKey: ['assets', 'trails', assetId],
    queryFn: () => gql<{ trailsByItem: { id: number; title: string }[] }>('lms', DOCUMENT, { item_id: assetId }),
    select: (d) => ({ rows: d.trailsByItem, total: d.trailsByItem.length }),
    enabled: assetId > 0,
  });
}
