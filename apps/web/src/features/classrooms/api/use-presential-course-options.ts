import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';

/** Every presential course a classroom can belong to (the select lists them all, by title). */
const DOCUMENT = lmsGraphql(`query PresentialCourseOptions {
  courses_collections(type: "presential", limit: 200, page: 1, order: "asc", orderby: "title") { id title }
}`);

export function usePresentialCourseOptions() {
  return useQuery({
    queryKey: ['pickers', 'presential-courses'],
    queryFn: () => gql('lms', DOCUMENT),
    select: (d) => d.courses_collections.map((c) => ({ value: String(c.id), label: c.title })),
  });
}
