import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../lib/api.ts';
import { lmsGraphql } from '../../../generated/lms/gql.ts';
import type { ProofQuery } from '../../../generated/lms/graphql.ts';
import { PROOFS_KEY } from './use-proofs.ts';

const DOCUMENT = lmsGraphql(`query Proof($id: Int!) {
  proof(id: $id) { id title prooftype_id active minimum attempts date_publish date_unpublish updated_at }
}`);

export type Proof = NonNullable<ProofQuery['proof']>;

export const proofKey = (id: number | undefined) => [...PROOFS_KEY, 'one', id ?? 0];

export function useProof(id: number | undefined) {
  return useQuery({
    queryKey: proofKey(id),
    queryFn: () => gql('lms', DOCUMENT, { id: id ?? 0 }),
    select: (d) => d.proof,
    enabled: Boolean(id),
  });
}
