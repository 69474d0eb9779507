import { z } from 'zod';
import { BULK_MESSAGES } from '@backoffice/domain/bulk';
import { bulkRunArgs } from '@backoffice/domain/schemas/bulk';
import { recordId } from '@backoffice/domain/schemas/record-id';
import type { ServicePart } from '../../platform/graphql/service-part.ts';
import { operation } from '../../platform/graphql/operation.ts';
import { UserError } from '../../platform/errors.ts';

/** Bulk actions on the rows of a list, on /api/v1/bulk/graphql (issue 26). */
export const bulkSchema: ServicePart<'bulk'> = {
  typeDefs: [
    /* GraphQL */ `
    "A record an action left alone, and the rule that refused it."
    type BulkRefusal { id: Int!, reason: String! }
    "A bulk action: status running, done or failed; done and refused count what was processed so far."
    type BulkRun {
      id: Int!
      kind: String!
      action: String!
      status: String!
      total: Int!
      processed: Int!
      done: Int!
      refused: [BulkRefusal!]!
      error: String
    }
    "The rows to act on: ids (up to 1000), or without them every row the list's search finds (and its parent: a category's parent, a proof type)."
    input BulkSelection {
      ids: [Int!]
      search: String
      order: String
      orderby: String
      parent: Int
      "The audit log's action filter (kind audit)."
      action: String
    }
    type Query {
      "A bulk action the caller started (its progress, while it runs as a job)."
      bulk_run(id: Int!): BulkRun
    }
    type Mutation {
      "Runs an action on a list's rows, each record under its own rules (kinds and actions: @backoffice/domain/bulk). Up to 200 records answer done; more answer running, and bulk_run follows them."
      runBulkAction(kind: String!, action: String!, selection: BulkSelection!, profile_id: Int, account_field_value_id: Int, reason: String): BulkRun!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        bulk_run: operation({
          access: 'authenticated',
          args: z.object({ id: recordId() }),
          resolve: async (a, { user, bulk }) => {
            const run = await bulk.find(user, a.id);
            if (!run) throw new UserError(BULK_MESSAGES.runNotFound, 'NOT_FOUND');
            return run;
          },
        }),
      },
      Mutation: {
        runBulkAction: operation({
          access: 'authenticated',
          args: bulkRunArgs,
          resolve: (a, { user, bulk }) => bulk.start(user, a),
        }),
      },
    },
  ],
};
