import { z } from 'zod';
import { proofInput, proofTypeId } from '@backoffice/domain/schemas/proof';
import { recordId } from '@backoffice/domain/schemas/record-id';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation, saveOperation } from '../../../platform/graphql/operation.ts';
import * as store from './proof-store.ts';

/** The course and trail forms choose their proof and reaction evaluation here; the assessment screens own proofs. */
const READ_ACCESS = ['Course', 'Trail', 'Proof'] as const;
const WRITE_ACCESS = 'Proof';

/** Proofs on /api/v1/lms/graphql (the calls of the spec). */
export const proofSchema: ServicePart<'lms'> = {
  typeDefs: [
    /* GraphQL */ `
    "An assessment: prooftype_id 1 course proof, 2 reaction evaluation, 3 quiz."
    type Proof {
      id: Int!
      title: String!
      prooftype_id: Int!
      active: Int!
      "Minimum correct answers to pass."
      minimum: Int!
      attempts: Int!
      date_publish: String
      date_unpublish: String
      "dd/mm/yyyy hh:mm in America/Sao_Paulo; '' for none."
      date_publish_format: String!
      date_unpublish_format: String!
      updated_at: String!
    }
    input ProofInput {
      "Required, at most 80 characters."
      title: String
      "1, 2 or 3."
      prooftype_id: Int
      "0 or 1; 0 when left out."
      active: Int
      "Required, 0 to 999; a negative number is taken as 0."
      minimum: Int
      "Required, 0 to 999; a negative number is taken as 0."
      attempts: Int
      "ISO date-time, required."
      date_publish: String
      "ISO date-time, not before date_publish."
      date_unpublish: String
    }
    extend type Query {
      "The proofs of a type, active ones first, then by title."
      proof_collections(type_id: Int!): [Proof!]!
      proof(id: Int!): Proof
    }
    extend type Mutation {
      "Creates without id, updates with one; updated_at: the version the form loaded."
      createOrUpdateProof(id: Int, updated_at: String, input: ProofInput!): Proof!
      "Refused while the proof has questions or a course, trail or virtual room uses it."
      deleteProof(id: Int!): Boolean!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        proof_collections: operation({
          access: READ_ACCESS,
          args: z.object({ type_id: proofTypeId }),
          resolve: (a, { db }) => store.proofsOfType(db, a.type_id),
        }),
        proof: operation({
          access: READ_ACCESS,
          args: z.object({ id: recordId() }),
          resolve: (a, { db }) => store.findProof(db, a.id),
        }),
      },
      Mutation: {
        createOrUpdateProof: saveOperation({
          access: WRITE_ACCESS,
          fields: 'input',
          schema: proofInput,
          resolve: (save, { db, user }) => store.saveProof(db, user, save),
        }),
        deleteProof: operation({
          access: WRITE_ACCESS,
          args: z.object({ id: recordId() }),
          resolve: (a, { db, user }) => store.deleteProof(db, user, a.id),
        }),
      },
    },
  ],
};
