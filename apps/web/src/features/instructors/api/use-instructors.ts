import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listVariables, type ListState } from '../../../components/use-list-state.ts';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { InstructorsQuery } from '../../../generated/lms/graphql.ts';

export const INSTRUCTORS_KEY = ['instructors'];

export type InstructorRow = InstructorsQuery['instrutor_collection'][number];

const DOCUMENT = lmsGraphql(`query Instructors($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  instrutor_collection(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { id nome cpf is_interno }
  instrutor_count(search: $search)
}`);

/** One page of /Instrutor and the total behind its pagination, in one request. */
export function useInstructors(list: ListState) {
  const variables = listVariables(list);
  return useQuery({
    queryKey: [...INSTRUCTORS_KEY, 'list', variables],
    queryFn: () => gql('lms', DOCUMENT, variables),
    select: (d) => ({ rows: d.instrutor_collection, total: d.instrutor_count }),
    placeholderData: keepPreviousData,
  });
}
