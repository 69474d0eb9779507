import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { trailKey } from './use-trail.ts';

const LINK = lmsGraphql(`mutation LinkTrailCategory($trail_id: Int!, $category_id: Int!) {
  createCategoryHasTrail(trail_id: $trail_id, category_id: $category_id) { id }
}`);
const UNLINK = lmsGraphql(`mutation UnlinkTrailCategory($trail_id: Int!, $category_id: Int!) {
  deleteCategoryHasTrail(trail_id: $trail_id, category_id: $category_id)
}`);

/** Creates or deletes one trail–category link at once (editing a trail). */
export function useTrailCategoryLink(trailId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: trailKey(trailId) });
  const vars = (categoryId: string) => ({ trail_id: trailId, category_id: Number(categoryId) });
  const link = useMutation({ mutationFn: (categoryId: string) => gql('lms', LINK, vars(categoryId)), onSuccess });
  const unlink = useMutation({ mutationFn: (categoryId: string) => gql('lms', UNLINK, vars(categoryId)), onSuccess });
  return { link: link.mutateAsync, unlink: unlink.mutateAsync };
}
