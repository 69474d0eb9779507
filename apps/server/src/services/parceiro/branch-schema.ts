import { z } from 'zod';
import { branchInput } from '@backoffice/domain/schemas/branch';
import { listArgs } from '@backoffice/domain/schemas/list';
import { recordId } from '@backoffice/domain/schemas/record-id';
import type { ServicePart } from '../../platform/graphql/service-part.ts';
import { operation, saveOperation } from '../../platform/graphql/operation.ts';
import * as store from './branch-store.ts';

const id = z.object({ id: recordId() });

/** The partner edit and the user-creation screens pick a branch too. */
const READ_ACCESS = ['Branch', 'Parceiro', 'User'] as const;

/** Ramos de atuação, on /api/v1/parceiro/graphql. */
export const branchSchema: ServicePart<'parceiro'> = {
  typeDefs: [
    /* GraphQL */ `
    type Branch { id: Int!, value: String!, updated_at: String! }
    input BranchInput { value: String }
    extend type Query {
      branch_collections(search: String, limit: Int, page: Int, order: String, orderby: String): [Branch!]!
      branch(id: Int!): Branch
      branch_count(search: String): Int!
    }
    extend type Mutation {
      createOrUpdateBranch(id: Int, updated_at: String, input: BranchInput!): Branch!
      deleteBranch(id: Int!): Boolean!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        branch_collections: operation({ access: READ_ACCESS, args: listArgs, resolve: (a, { db }) => store.listBranches(db, a) }),
        branch: operation({ access: READ_ACCESS, args: id, resolve: (a, { db }) => store.findBranch(db, a.id) }),
        branch_count: operation({
          access: 'Branch',
          args: z.object({ search: listArgs.shape.search }),
          resolve: (a, { db }) => store.countBranches(db, listArgs.parse(a)),
        }),
      },
      Mutation: {
        createOrUpdateBranch: saveOperation({
          access: 'Branch',
          fields: 'input',
          schema: branchInput,
          resolve: (save, { db, user }) => store.saveBranch(db, user, save),
        }),
        deleteBranch: operation({ access: 'Branch', args: id, resolve: (a, { db, user }) => store.deleteBranch(db, user, a.id) }),
      },
    },
  ],
};
