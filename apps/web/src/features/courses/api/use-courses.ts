import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CourseType } from '@backoffice/domain/schemas/course';
import { listVariables, type ListState } from '../../../components/use-list-state.ts';
import { gql } from '../../../lib/api.ts';
import { COURSES_KEY } from './courses-key.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { CoursesQuery } from '../../../generated/lms/graphql.ts';

export type CourseRow = CoursesQuery['courses_collections'][number];

const DOCUMENT = lmsGraphql(`query Courses($type: String, $search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  courses_collections(type: $type, search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {
    id title active scorm scorm_version in_trails date_publish date_unpublish date_publish_format date_unpublish_format
  }
  courses_count(type: $type, search: $search)
}`);

/** One page of /Course or /Presential-course and the total behind its pagination. */
export function useCourses(type: CourseType, list: ListState) {
  const variables = { type, ...listVariables(list) };
  return useQuery({
    queryKey: [...COURSES_KEY, 'list', variables],
    queryFn: () => gql('lms', DOCUMENT, variables),
    select: (d) => ({ rows: d.courses_collections, total: d.courses_count }),
    placeholderData: keepPreviousData,
  });
}
