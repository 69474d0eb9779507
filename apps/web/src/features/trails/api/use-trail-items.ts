import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { TrailItemsQuery } from '../../../generated/lms/graphql.ts';
import { TRAILS_KEY } from './use-trails.ts';

export type TrailItem = TrailItemsQuery['trailitems'][number];

const DOCUMENT = lmsGraphql(`query TrailItems($trail_id: Int!) {
  trailitems(trail_id: $trail_id) { id trail_id item_id item_type ordernum title }
}`);

export const trailItemsKey = (trailId: number) => [...TRAILS_KEY, 'items', trailId];

/** The trail's courses and contents in their order (the selects read what is linked from here too). */
export function useTrailItems(trailId: number) {
  return useQuery({
    queryKey: trailItemsKey(trailId),
    queryFn: async () => (await gql('lms', DOCUMENT, { trail_id: trailId })).trailitems,
  });
}
