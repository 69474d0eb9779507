import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { accountGraphql } from '../../../generated/account/gql.ts';
import { segmentationsKey, type SegmentationTarget } from './use-segmentations.ts';

const LINK = accountGraphql(`mutation LinkSegmentation($account_field_value_id: Int!, $account_module_name: String!, $item_id: Int!) {
  createSegmentation(account_field_value_id: $account_field_value_id, account_module_name: $account_module_name, item_id: $item_id) { id }
}`);
const UNLINK = accountGraphql(`mutation UnlinkSegmentation($account_field_value_id: Int!, $account_module_name: String!, $item_id: Int!) {
  deleteSegmentation(account_field_value_id: $account_field_value_id, account_module_name: $account_module_name, item_id: $item_id)
}`);

/** Attaches or detaches one value (by its id) at once. */
export function useSegmentationLink(target: SegmentationTarget) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: segmentationsKey(target) });
  const vars = (valueId: string) => ({
    account_field_value_id: Number(valueId),
    account_module_name: target.module_name,
    item_id: target.item_id,
  });
  const link = useMutation({ mutationFn: (valueId: string) => gql('account', LINK, vars(valueId)), onSuccess });
  const unlink = useMutation({ mutationFn: (valueId: string) => gql('account', UNLINK, vars(valueId)), onSuccess });
  return { link: link.mutateAsync, unlink: unlink.mutateAsync };
}
