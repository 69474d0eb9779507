import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COURSE_MESSAGES } from '@backoffice/domain/schemas/course';
import { gql } from '../../../lib/api.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { SaveCourseRecordDocument, type SaveCourseRecordMutationVariables } from '../../../generated/lms/graphql.ts';
import { COURSES_KEY } from './use-courses.ts';

/** Saves a course (online or presential); a failure shows the alert of the error catalogue for a create or an update, with the server's reason. */
export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveCourseRecordMutationVariables) => gql('lms', SaveCourseRecordDocument, vars),
    meta: { silent: true },
    onError: (error, vars) => notifyFailure(vars.id ? COURSE_MESSAGES.updateFailed : COURSE_MESSAGES.createFailed, error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COURSES_KEY }),
  });
}
