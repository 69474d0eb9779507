import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { InstrutorRecordFragment } from '../../../generated/lms/graphql.ts';
import { INSTRUCTORS_KEY } from './use-instructors.ts';

const DOCUMENT = lmsGraphql(`query Instructor($id: Int!) { instrutor(id: $id) { ...InstrutorRecord } }`);

/** Every field of an instructor (the fragment generated from the SDL), which its save answers too. */
export type Instructor = InstrutorRecordFragment;

export function useInstructor(id: number | undefined) {
  return useQuery({
    queryKey: [...INSTRUCTORS_KEY, 'one', id ?? 0],
    queryFn: () => gql('lms', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.instrutor,
    enabled: Boolean(id),
  });
}
