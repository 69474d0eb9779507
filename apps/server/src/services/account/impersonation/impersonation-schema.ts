import { z } from 'zod';
import { recordId } from '@backoffice/domain/schemas/record-id';
import { assertCanManageUsers } from '../../../platform/access/access.ts';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation } from '../../../platform/graphql/operation.ts';
import { mintImpersonation } from './impersonation-store.ts';

export const impersonationSchema: ServicePart<'account'> = {
  typeDefs: [
    /* GraphQL */ `
    "A link that opens a session as another user: single use, valid until expires_at."
    type Impersonation { url: String!, expires_at: String! }
    extend type Mutation {
      impersonateUser(user_id: Int!): Impersonation!
    }
  `,
  ],
  resolvers: [
    {
      Mutation: {
        impersonateUser: operation({
          access: 'User',
          args: z.object({ user_id: recordId() }),
          resolve: (a, { db, user, config }) => {
            assertCanManageUsers(user, config.userManagerIds);
            return mintImpersonation(db, user, a.user_id);
          },
        }),
      },
    },
  ],
};
