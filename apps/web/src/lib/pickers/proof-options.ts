import { useQuery } from '@tanstack/react-query';
import { gql } from '../api.ts';
import { lmsGraphql } from '../../generated/lms/gql.ts';

const DOCUMENT = lmsGraphql(`query ProofOptions($type_id: Int!) { proof_collections(type_id: $type_id) { id title } }`);

/** The proofs of a type (1 course proof, 2 reaction evaluation, 3 quiz) as select options (see components/proof-select.tsx). */
export function useProofOptions(typeId: number) {
  return useQuery({
    queryKey: ['pickers', 'proofs', typeId],
    queryFn: () => gql('lms', DOCUMENT, { type_id: typeId }),
    select: (d) => d.proof_collections.map((p) => ({ value: String(p.id), label: p.title })),
  });
}
