import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { ProofRecordFragment } from '../../../generated/lms/graphql.ts';
import { PROOFS_KEY } from './use-proofs.ts';

const DOCUMENT = lmsGraphql(`query Proof($id: Int!) { proof(id: $id) { ...ProofRecord } }`);

/** Every field of a proof (the fragment generated from the SDL), which its save answers too. */
export type Proof = ProofRecordFragment;

export const proofKey = (id: number | undefined) => [...PROOFS_KEY, 'one', id ?? 0];

export function useProof(id: number | undefined) {
  return useQuery({
    queryKey: proofKey(id),
    queryFn: () => gql('lms', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.proof,
    enabled: Boolean(id),
  });
}
