import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';

export const COURSE_COUNTS_KEY = ['dashboard', 'courseCounts'];

const DOCUMENT = lmsGraphql(`query CourseCounts {
  online: courseCount(type: "online")
  onlineActive: courseCount(type: "online", active: 1)
  presential: courseCount(type: "presential")
  presentialActive: courseCount(type: "presential", active: 1)
}`);

/** The courses block: online and presential courses, all and active. */
export function useCourseCounts() {
  return useQuery({ queryKey: COURSE_COUNTS_KEY, queryFn: () => gql('lms', DOCUMENT) });
}
