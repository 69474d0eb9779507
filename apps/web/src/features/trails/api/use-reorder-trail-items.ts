import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { notifyError } from '../../../lib/notify.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { trailItemsKey, type TrailItem } from './use-trail-items.ts';

const DOCUMENT = lmsGraphql(`mutation ReorderTrailItems($trail_id: Int!, $items: [TrailItemOrder!]!) {
  reorderTrailItems(trail_id: $trail_id, items: $items) { id trail_id item_id item_type ordernum title }
}`);

/** The items in a new order, numbered 1..n as they now stand. */
export const renumbered = (items: readonly TrailItem[]): TrailItem[] => items.map((item, index) => ({ ...item, ordernum: index + 1 }));

/**
 * Saves the trail's whole new order in one call. The list shows the new order at once; if the
 * server refuses it, the list goes back to the server's order and the reason is shown.
 */
export function useReorderTrailItems(trailId: number) {
  const queryClient = useQueryClient();
  const key = trailItemsKey(trailId);
  return useMutation({
    mutationFn: (items: readonly TrailItem[]) =>
      gql('lms', DOCUMENT, { trail_id: trailId, items: items.map(({ item_id, item_type }) => ({ item_id, item_type })) }),
    meta: { silent: true },
    onMutate: async (items) => {
      // A read in flight would otherwise put the old order back over the new one.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TrailItem[]>(key);
      queryClient.setQueryData(key, renumbered(items));
      return { previous };
    },
    onError: (error, _items, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notifyError(error);
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (data) => queryClient.setQueryData(key, data.reorderTrailItems),
  });
}
