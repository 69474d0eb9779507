import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { ClassroomRecordFragment } from '../../../generated/lms/graphql.ts';
import { CLASSROOMS_KEY } from './use-classrooms.ts';

/** Every field of a classroom (the fragment generated from the SDL): what the form and the attendance screen show, which the save answers too. */
export type Classroom = ClassroomRecordFragment;

const DOCUMENT = lmsGraphql(`query Classroom($id: Int!) { classroom(id: $id) { ...ClassroomRecord } }`);

export const classroomKey = (id: number | undefined) => [...CLASSROOMS_KEY, 'one', id ?? 0];

export function useClassroom(id: number | undefined) {
  return useQuery({
    queryKey: classroomKey(id),
    queryFn: () => gql('lms', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.classroom,
    enabled: Boolean(id),
  });
}
