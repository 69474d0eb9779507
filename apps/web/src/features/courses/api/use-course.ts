import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { CourseFieldsFragment } from '../../../generated/lms/graphql.ts';
import { COURSES_KEY } from './use-courses.ts';

/** Every field of a course the edit screens show, which its save answers too. */
lmsGraphql(`fragment CourseFields on Course {
  id type title description thumbnail scorm scorm_version active external_view showgrid owner owner_name hours minutes code video
  reactionevaluation { id title } proof { id title } date_publish date_unpublish category_id responsible is_subscriptions
  categories { id title } in_trails updated_at
}`);

export type Course = CourseFieldsFragment;

const DOCUMENT = lmsGraphql(`query Course($course_id: Int!) { course(course_id: $course_id) { ...CourseFields } }`);

export const courseKey = (id: number | undefined) => [...COURSES_KEY, 'one', id ?? 0];

export function useCourse(id: number | undefined) {
  return useQuery({
    queryKey: courseKey(id),
    queryFn: () => gql('lms', DOCUMENT, { course_id: id ?? 0 }),
    select: (d) => d.course,
    enabled: Boolean(id),
  });
}
