import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLASSROOM_MESSAGES, CLASSROOM_TITLE, type ClassroomInput } from '@backoffice/domain/schemas/classroom';
import { gql } from '../../../lib/api.ts';
import type { RecordVersion } from '../../../lib/form-record.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import { CLASSROOMS_KEY } from './use-classrooms.ts';

const DOCUMENT = lmsGraphql(`mutation SaveClassroom($id: Int, $parent_id: Int, $updated_at: String, $title: String, $course_id: Int, $address: String,
  $externalPage: String, $limit_registrations: Int, $datetime_start: String, $datetime_end: String,
  $datetime_registration_start: String, $datetime_registration_end: String, $active: Int, $date_publish: String,
  $date_unpublish: String, $instrutor: Int, $is_public: Int, $is_specific: Int) {
  createOrUpdateClassroom(id: $id, parent_id: $parent_id, updated_at: $updated_at, title: $title, course_id: $course_id, address: $address,
    externalPage: $externalPage, limit_registrations: $limit_registrations, datetime_start: $datetime_start,
    datetime_end: $datetime_end, datetime_registration_start: $datetime_registration_start,
    datetime_registration_end: $datetime_registration_end, active: $active, date_publish: $date_publish,
    date_unpublish: $date_unpublish, instrutor: $instrutor, is_public: $is_public, is_specific: $is_specific) { ...ClassroomFields }
}`);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Saves the classroom form (already parsed by the domain schema); the creator is the server's to
 * set. parentId makes a new classroom a sub-classroom (the server ignores it on update).
 */
export function useSaveClassroom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, parentId, input, updated_at }: { id?: number; parentId?: number; input: ClassroomInput } & RecordVersion) =>
      gql('lms', DOCUMENT, {
        id,
        parent_id: parentId,
        updated_at,
        title: CLASSROOM_TITLE,
        course_id: input.course_id,
        address: input.address,
        externalPage: input.externalPage,
        limit_registrations: input.limit_registrations,
        datetime_start: iso(input.datetime_start),
        datetime_end: iso(input.datetime_end),
        datetime_registration_start: iso(input.datetime_registration_start),
        datetime_registration_end: iso(input.datetime_registration_end),
        active: input.active,
        date_publish: iso(input.date_publish),
        date_unpublish: iso(input.date_unpublish),
        instrutor: input.instrutor,
        is_public: input.is_public,
        is_specific: input.is_specific,
      }),
    // The failure alert of the error catalogue, with the server's reason under it; FormPage re-enables saving.
    meta: { silent: true },
    onError: (error) => notifyFailure(CLASSROOM_MESSAGES.saveFailed, error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLASSROOMS_KEY }),
  });
}
