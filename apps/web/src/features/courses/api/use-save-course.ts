import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COURSE_MESSAGES } from '@backoffice/domain/schemas/course';
import { gql } from '../../../lib/api.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { SaveCourseMutationVariables } from '../../../generated/lms/graphql.ts';
import { COURSES_KEY } from './use-courses.ts';

const DOCUMENT = lmsGraphql(`mutation SaveCourse($id: Int, $updated_at: String, $type: String, $title: String, $description: String,
  $active: Int, $external_view: Int, $showgrid: Int, $owner: Int, $hours: Int, $minutes: Int, $code: String, $video: String,
  $reactionevaluation_id: Int, $proof_id: Int, $date_publish: String, $date_unpublish: String, $category_id: Int,
  $responsible: String, $is_subscriptions: Int, $categories: [Int!]) {
  createOrUpdateCourse(id: $id, updated_at: $updated_at, type: $type, title: $title, description: $description, active: $active,
    external_view: $external_view, showgrid: $showgrid, owner: $owner, hours: $hours, minutes: $minutes, code: $code, video: $video,
    reactionevaluation_id: $reactionevaluation_id, proof_id: $proof_id, date_publish: $date_publish, date_unpublish: $date_unpublish,
    category_id: $category_id, responsible: $responsible, is_subscriptions: $is_subscriptions, categories: $categories) { ...CourseFields }
}`);

/** Saves a course (online or presential); a failure shows the alert of the error catalogue for a create or an update, with the server's reason. */
export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveCourseMutationVariables) => gql('lms', DOCUMENT, vars),
    meta: { silent: true },
    onError: (error, vars) => notifyFailure(vars.id ? COURSE_MESSAGES.updateFailed : COURSE_MESSAGES.createFailed, error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COURSES_KEY }),
  });
}
