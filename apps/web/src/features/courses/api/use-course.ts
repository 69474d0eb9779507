import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { CourseRecordFragment } from '../../../generated/lms/graphql.ts';
import { COURSES_KEY } from './courses-key.ts';

/** Every field of a course (the fragment generated from the SDL), which its save answers too. */
export type Course = CourseRecordFragment;

const DOCUMENT = lmsGraphql(`query Course($course_id: Int!) { course(course_id: $course_id) { ...CourseRecord } }`);

export const courseKey = (id: number | undefined) => [...COURSES_KEY, 'one', id ?? 0];

export function useCourse(id: number | undefined) {
  return useQuery({
    queryKey: courseKey(id),
    queryFn: () => gql('lms', DOCUMENT, { course_id: id ?? 0 }),
    select: (d) => d.course,
    enabled: Boolean(id),
  });
}
