import { useQuery } from '@tanstack/react-query';
import { TRENDING_COURSES_LIMIT } from '@backoffice/domain/dashboard';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { TrendingCoursesQuery } from '../../../generated/lms/graphql.ts';

export type TrendingCourse = TrendingCoursesQuery['coursesOnlineTrending'][number];

export const TRENDING_COURSES_KEY = ['dashboard', 'trendingCourses'];

const DOCUMENT = lmsGraphql(`query TrendingCourses($limit: Int) {
  coursesOnlineTrending(limit: $limit) { id title total }
  coursesPresentialTrending(limit: $limit) { id title total }
}`);

/** The most-completed courses block: online by completions, presential by present participants. */
export function useTrendingCourses() {
  return useQuery({
    queryKey: TRENDING_COURSES_KEY,
    queryFn: () => gql('lms', DOCUMENT, { limit: TRENDING_COURSES_LIMIT }),
    select: (d) => ({ online: d.coursesOnlineTrending, presential: d.coursesPresentialTrending }),
  });
}
