import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { InstructorQuery } from '../../../generated/lms/graphql.ts';
import { INSTRUCTORS_KEY } from './use-instructors.ts';

const DOCUMENT = lmsGraphql(`query Instructor($id: Int!) { instrutor(id: $id) { id nome cpf is_interno updated_at } }`);

export type Instructor = NonNullable<InstructorQuery['instrutor']>;

export function useInstructor(id: number | undefined) {
  return useQuery({
    queryKey: [...INSTRUCTORS_KEY, 'one', id ?? 0],
    queryFn: () => gql('lms', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.instrutor,
    enabled: Boolean(id),
  });
}
