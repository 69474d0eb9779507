import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { ProofsQuery } from '../../../generated/lms/graphql.ts';

/** Every query of the assessment screens lives under this key: a save or a delete refreshes them all. */
export const PROOFS_KEY = ['proofs'];

export type ProofRow = ProofsQuery['proof_collections'][number];

const DOCUMENT = lmsGraphql(`query Proofs($type_id: Int!) { proof_collections(type_id: $type_id) { id title } }`);

/** The proofs of one type (/Proof/{type_id}); the server sends them whole, without pages. */
export function useProofs(typeId: number) {
  return useQuery({
    queryKey: [...PROOFS_KEY, 'list', typeId],
    queryFn: () => gql('lms', DOCUMENT, { type_id: typeId }),
    select: (d) => ({ rows: d.proof_collections, total: d.proof_collections.length }),
  });
}
