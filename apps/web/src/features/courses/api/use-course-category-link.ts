import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { courseKey } from './use-course.ts';

const LINK = lmsGraphql(`mutation LinkCourseCategory($course_id: Int!, $category_id: Int!) {
  createCategoryHasCourse(course_id: $course_id, category_id: $category_id) { id }
}`);
const UNLINK = lmsGraphql(`mutation UnlinkCourseCategory($course_id: Int!, $category_id: Int!) {
  deleteCategoryHasCourse(course_id: $course_id, category_id: $category_id)
}`);

/** Creates or deletes one course–category link at once (editing a course). */
export function useCourseCategoryLink(courseId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: courseKey(courseId) });
  const vars = (categoryId: string) => ({ course_id: courseId, category_id: Number(categoryId) });
  const link = useMutation({ mutationFn: (categoryId: string) => gql('lms', LINK, vars(categoryId)), onSuccess });
  const unlink = useMutation({ mutationFn: (categoryId: string) => gql('lms', UNLINK, vars(categoryId)), onSuccess });
  return { link: link.mutateAsync, unlink: unlink.mutateAsync };
}
