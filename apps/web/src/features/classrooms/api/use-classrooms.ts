import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listVariables, type ListState } from '../../../components/use-list-state.ts';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { ClassroomsQuery } from '../../../generated/lms/graphql.ts';

export const CLASSROOMS_KEY = ['classrooms'];

export type ClassroomRow = ClassroomsQuery['classroom_collections'][number];

// Totals and segmentations come with the page (two grouped queries on the server, not one per row).
const DOCUMENT = lmsGraphql(`query Classrooms($search: String, $limit: Int, $page: Int, $order: String, $orderby: String, $parent_id: Int) {
  classroom_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby, parent_id: $parent_id) {
    id parent_id datetime_start datetime_end course { id title } is_attendance_list segmentations
    totals { subscribed present absent not_started }
  }
  classroom_count(search: $search, parent_id: $parent_id)
}`);

/** One page of /Classroom (or of a classroom's sub-classrooms, /SubClassroom/{parentId}) and the total behind its pagination. */
export function useClassrooms(list: ListState, parentId?: number) {
  const variables = {
    ...listVariables(list),
    parent_id: parentId ?? null,
  };
  return useQuery({
    queryKey: [...CLASSROOMS_KEY, 'list', variables],
    queryFn: () => gql('lms', DOCUMENT, variables),
    select: (d) => ({ rows: d.classroom_collections, total: d.classroom_count }),
    placeholderData: keepPreviousData,
  });
}
