import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';

const DOCUMENT = lmsGraphql(`query InstructorOptions {
  instrutor_collection(limit: 200, page: 1, order: "asc", orderby: "name") { id nome is_active }
}`);

/** The instructors a classroom can have, by name; inactive ones only when the classroom already has them. */
export function useInstructorOptions(current?: { id: number; nome: string } | null) {
  return useQuery({
    queryKey: ['pickers', 'instructors'],
    queryFn: () => gql('lms', DOCUMENT),
    select: (d) => {
      const options = d.instrutor_collection.filter((i) => i.is_active || i.id === current?.id).map((i) => ({ value: String(i.id), label: i.nome }));
      if (current && !options.some((o) => o.value === String(current.id))) options.push({ value: String(current.id), label: current.nome });
      return options;
    },
  });
}
