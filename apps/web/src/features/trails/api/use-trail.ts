import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { TrailRecordFragment } from '../../../generated/lms/graphql.ts';
import { TRAILS_KEY } from './use-trails.ts';

/** Every field of a trail (the fragment generated from the SDL), which its save answers too. */
export type Trail = TrailRecordFragment;

const DOCUMENT = lmsGraphql(`query Trail($id: Int!) { trail(id: $id) { ...TrailRecord } }`);

export const trailKey = (id: number | undefined) => [...TRAILS_KEY, 'one', id ?? 0];

export function useTrail(id: number | undefined) {
  return useQuery({
    queryKey: trailKey(id),
    queryFn: () => gql('lms', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.trail,
    enabled: Boolean(id),
  });
}
