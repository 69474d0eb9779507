import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { TrailFieldsFragment } from '../../../generated/lms/graphql.ts';
import { TRAILS_KEY } from './use-trails.ts';

/** Every field of a trail its screens show, which its save answers too. */
lmsGraphql(`fragment TrailFields on Trail {
  id title description thumbnail active blockcontent owner owner_name
  reactionevaluation { id title } proof { id title } date_publish date_unpublish
  categories { id title } updated_at
}`);

export type Trail = TrailFieldsFragment;

const DOCUMENT = lmsGraphql(`query Trail($id: Int!) { trail(id: $id) { ...TrailFields } }`);

export const trailKey = (id: number | undefined) => [...TRAILS_KEY, 'one', id ?? 0];

export function useTrail(id: number | undefined) {
  return useQuery({
    queryKey: trailKey(id),
    queryFn: () => gql('lms', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.trail,
    enabled: Boolean(id),
  });
}
