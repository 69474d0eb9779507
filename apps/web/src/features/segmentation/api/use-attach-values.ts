import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { accountGraphql } from '../../../generated/account/gql.ts';
import type { AttachSegmentationValuesMutation } from '../../../generated/account/graphql.ts';
import { segmentationsKey, type SegmentationTarget } from './use-segmentations.ts';

/** What a typed list or an imported file did: values attached, values unknown to the base. */
export type AttachResult = AttachSegmentationValuesMutation['attachSegmentationValues'];

const DOCUMENT = accountGraphql(`mutation AttachSegmentationValues($account_field_id: Int!, $module_name: String!, $item_id: Int!, $values: [String!]!) {
  attachSegmentationValues(account_field_id: $account_field_id, module_name: $module_name, item_id: $item_id, values: $values) {
    attached not_found not_found_count
  }
}`);

/** Looks typed or pasted values up in a field and attaches the ones found. */
export function useAttachValues(target: SegmentationTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: { fieldId: number; values: string[] }) =>
      (
        await gql('account', DOCUMENT, {
          account_field_id: vars.fieldId,
          module_name: target.module_name,
          item_id: target.item_id,
          values: vars.values,
        })
      ).attachSegmentationValues,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: segmentationsKey(target) }),
  });
}
