import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import type { SegmentationTarget, SegmentationValue } from './types.ts';

export const segmentationsKey = (target: SegmentationTarget) => ['segmentations', target.module_name, target.item_id];

const DOCUMENT = /* GraphQL */ `query ($module_name: String!, $item_id: Int!) {
  get_segmentations(module_name: $module_name, item_id: $item_id) { id segmentation_id account_field_id value label }
}`;

/** Every value attached to the item, of every field. */
export function useSegmentations(target: SegmentationTarget) {
  return useQuery({
    queryKey: segmentationsKey(target),
    queryFn: () => gql<{ get_segmentations: SegmentationValue[] }>('account', DOCUMENT, { ...target }),
    select: (d) => d.get_segmentations,
  });
}
