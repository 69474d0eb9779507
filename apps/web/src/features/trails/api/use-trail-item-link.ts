import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrailItemType } from '@backoffice/domain/schemas/trail';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { trailItemsKey } from './use-trail-items.ts';

const ADD_COURSE = lmsGraphql(`mutation AddTrailCourse($course_id: Int!, $trail_id: Int!) {
  createTrailHasCourse(course_id: $course_id, trail_id: $trail_id) { id }
}`);
const REMOVE_COURSE = lmsGraphql(`mutation RemoveTrailCourse($course_id: Int!, $trail_id: Int!) {
  deleteTrailHasCourse(course_id: $course_id, trail_id: $trail_id)
}`);
const ADD_ASSET = lmsGraphql(`mutation AddTrailAsset($asset_id: Int!, $trail_id: Int!) {
  createTrailHasAsset(asset_id: $asset_id, trail_id: $trail_id) { id }
}`);
const REMOVE_ASSET = lmsGraphql(`mutation RemoveTrailAsset($asset_id: Int!, $trail_id: Int!) {
  deleteTrailHasAsset(asset_id: $asset_id, trail_id: $trail_id)
}`);

const CALLS: Record<TrailItemType, { add: (trailId: number, id: number) => Promise<unknown>; remove: (trailId: number, id: number) => Promise<unknown> }> = {
  course: {
    add: (trail_id: number, id: number) => gql('lms', ADD_COURSE, { trail_id, course_id: id }),
    remove: (trail_id: number, id: number) => gql('lms', REMOVE_COURSE, { trail_id, course_id: id }),
  },
  asset: {
    add: (trail_id: number, id: number) => gql('lms', ADD_ASSET, { trail_id, asset_id: id }),
    remove: (trail_id: number, id: number) => gql('lms', REMOVE_ASSET, { trail_id, asset_id: id }),
  },
};

/**
 * Adds or removes one course or content of a trail at once (the link and the item are one on
 * the server); the ordered list is read again after each.
 */
export function useTrailItemLink(trailId: number, type: TrailItemType) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: trailItemsKey(trailId) });
  const link = useMutation({ mutationFn: (id: string) => CALLS[type].add(trailId, Number(id)), onSettled });
  const unlink = useMutation({ mutationFn: (id: string) => CALLS[type].remove(trailId, Number(id)), onSettled });
  return { link: link.mutateAsync, unlink: unlink.mutateAsync };
}
