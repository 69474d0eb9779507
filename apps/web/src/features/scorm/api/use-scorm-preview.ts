import { useMutation } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';

const DOCUMENT = lmsGraphql(`mutation ScormPreview($course_id: Int!) {
  scormPreview(course_id: $course_id) { url version launch expires_at items { identifier title depth visible launchable } }
}`);

/** A short-lived address of the player on the content origin, with the package's items (a grant: hence a mutation). */
export function useScormPreview() {
  return useMutation({
    mutationFn: (courseId: number) => gql('lms', DOCUMENT, { course_id: courseId }).then((d) => d.scormPreview),
  });
}
