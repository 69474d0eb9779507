import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLASSROOM_MESSAGES, CLASSROOM_TITLE } from '@backoffice/domain/schemas/classroom';
import { gql } from '../../../lib/api.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { SaveClassroomRecordDocument, type SaveClassroomRecordMutationVariables } from '../../../generated/lms/graphql.ts';
import { CLASSROOMS_KEY } from './use-classrooms.ts';

/**
 * Saves the classroom form, always with the title '-' (entity rule); the creator is the server's to
 * set. parent_id makes a new classroom a sub-classroom (the server ignores it on update).
 */
export function useSaveClassroom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: SaveClassroomRecordMutationVariables) => gql('lms', SaveClassroomRecordDocument, { ...vars, title: CLASSROOM_TITLE }),
    // The failure alert of the error catalogue, with the server's reason under it; FormPage re-enables saving.
    meta: { silent: true },
    onError: (error) => notifyFailure(CLASSROOM_MESSAGES.saveFailed, error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLASSROOMS_KEY }),
  });
}
