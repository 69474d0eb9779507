import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';

const DOCUMENT = lmsGraphql(`query CourseScorm($course_id: Int!) {
  course_scorm(course_id: $course_id) { id title type scorm scorm_version scorm_launch }
}`);

export const courseScormKey = (id: number | undefined) => ['courses', 'scorm', id ?? 0];

/** A course's title and its SCORM package (name, version, launch file). */
export function useCourseScorm(id: number | undefined) {
  return useQuery({
    queryKey: courseScormKey(id),
    queryFn: () => gql('lms', DOCUMENT, { course_id: id ?? 0 }),
    select: (d) => d.course_scorm,
    enabled: Boolean(id),
  });
}
