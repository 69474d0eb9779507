import { asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordId } from '@backoffice/domain/schemas/record-id';
import { proof } from '../../../db/schema/lms.ts';
import type { Db } from '../../../platform/db/client.ts';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation } from '../../../platform/graphql/operation.ts';

/** The course and trail forms choose their proofs here; the assessment screens own proofs. */
const ACCESS = ['Course', 'Trail', 'Proof'] as const;

const columns = { id: proof.id, title: proof.title, prooftype_id: proof.prooftype_id, active: proof.active };

/** Proofs of a type (1 course proof, 2 reaction evaluation, 3 quiz), active ones first, then by title. */
export function proofsOfType(db: Db, typeId: number) {
  return db.select(columns).from(proof).where(eq(proof.prooftype_id, typeId)).orderBy(desc(proof.active), asc(proof.title), asc(proof.id));
}

export async function findProof(db: Db, id: number) {
  const [row] = await db.select(columns).from(proof).where(eq(proof.id, id));
  return row ?? null;
}

/** Read-only proof lookups on /api/v1/lms/graphql, for the selects of the course form. */
export const proofSchema: ServicePart<'lms'> = {
  typeDefs: [
    /* GraphQL */ `
    "An assessment: prooftype_id 1 course proof, 2 reaction evaluation, 3 quiz."
    type Proof { id: Int!, title: String!, prooftype_id: Int!, active: Int! }
    extend type Query {
      proof_collections(type_id: Int!): [Proof!]!
      proof(id: Int!): Proof
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        proof_collections: operation({
          access: ACCESS,
          args: z.object({ type_id: z.number().int().min(1).max(3) }),
          resolve: (a, { db }) => proofsOfType(db, a.type_id),
        }),
        proof: operation({
          access: ACCESS,
          args: z.object({ id: recordId() }),
          resolve: (a, { db }) => findProof(db, a.id),
        }),
      },
    },
  ],
};
