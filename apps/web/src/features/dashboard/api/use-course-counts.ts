import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';

export interface CourseCounts {
  online: number;
  onlineActive: number;
  presential: number;
  presentialActive: number;
}

export const COURSE_COUNTS_KEY = ['dashboard', 'courseCounts'];

const DOCUMENT = /* GraphQL */ `{
  online: courseCount(type: "online")
  onlineActive: courseCount(type: "online", active: 1)
  presential: courseCount(type: "presential")
  presentialActive: courseCount(type: "presential", active: 1)
}`;

/** The courses block: online and presential courses, all and active. */
export function useCourseCounts() {
  return useQuery({ queryKey: COURSE_COUNTS_KEY, queryFn: () => gql<CourseCounts>('lms', DOCUMENT) });
}
