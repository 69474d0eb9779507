import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { accountGraphql } from '../../../generated/account/gql.ts';
import type { SegmentationsQuery, SegmentationsQueryVariables } from '../../../generated/account/graphql.ts';

/** The item whose segmentation is edited. */
export type SegmentationTarget = SegmentationsQueryVariables;
/** A value attached to the item (id is the value's id). */
export type SegmentationValue = SegmentationsQuery['get_segmentations'][number];

export const segmentationsKey = (target: SegmentationTarget) => ['segmentations', target.module_name, target.item_id];

const DOCUMENT = accountGraphql(`query Segmentations($module_name: String!, $item_id: Int!) {
  get_segmentations(module_name: $module_name, item_id: $item_id) { id segmentation_id account_field_id value label }
}`);

/** Every value attached to the item, of every field. */
export function useSegmentations(target: SegmentationTarget) {
  return useQuery({
    queryKey: segmentationsKey(target),
    queryFn: () => gql('account', DOCUMENT, { ...target }),
    select: (d) => d.get_segmentations,
  });
}
