import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { ClassroomFieldsFragment } from '../../../generated/lms/graphql.ts';
import { CLASSROOMS_KEY } from './use-classrooms.ts';

/** Every field the form and the attendance screen show, which the save answers too (declared for codegen). */
lmsGraphql(`fragment ClassroomFields on Classroom {
  id parent_id title address externalPage limit_registrations datetime_start datetime_end
  datetime_registration_start datetime_registration_end active is_public is_specific date_publish date_unpublish
  userowner_id userowner_name course { id title } instrutor { id nome } receipt updated_at
}`);

export type Classroom = ClassroomFieldsFragment;

const DOCUMENT = lmsGraphql(`query Classroom($id: Int!) { classroom(id: $id) { ...ClassroomFields } }`);

export const classroomKey = (id: number | undefined) => [...CLASSROOMS_KEY, 'one', id ?? 0];

export function useClassroom(id: number | undefined) {
  return useQuery({
    queryKey: classroomKey(id),
    queryFn: () => gql('lms', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.classroom,
    enabled: Boolean(id),
  });
}
