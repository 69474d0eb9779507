import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';

// Not user_profile_options: that one needs the User module and lists only the profiles the caller may give.
const DOCUMENT = lmsGraphql(`query TrailProfileOptions { trail_profile_options { id title } }`);

/** The profiles, as the options of the report's Perfil filter. */
export function useTrailProfileOptions() {
  return useQuery({
    queryKey: ['trails', 'profile-options'],
    queryFn: () => gql('lms', DOCUMENT),
    select: (d) => d.trail_profile_options.map((p) => ({ value: String(p.id), label: p.title })),
    staleTime: 60_000,
  });
}
