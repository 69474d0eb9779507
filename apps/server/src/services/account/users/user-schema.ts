import { z } from 'zod';
import { listArgs, orDefault } from '@backoffice/domain/schemas/list';
import { userEditInput } from '@backoffice/domain/schemas/user';
import { recordId } from '@backoffice/domain/schemas/record-id';
import { recordVersion } from '@backoffice/domain/schemas/record-version';
import { canManageUsers } from '../../../platform/access/access.ts';
import { assertModuleOrDashboardBlock } from '../../../platform/access/dashboard-access.ts';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation } from '../../../platform/graphql/operation.ts';
import { totalsFor } from '../../../platform/graphql/requested-fields.ts';
import * as store from './user-store.ts';

const id = z.object({ id: recordId() });

export const USER_COUNT_INTERVAL_MESSAGE = 'Intervalo inválido: use all, today ou yesterday.';

export const userSchema: ServicePart<'account'> = {
  typeDefs: [
    /* GraphQL */ `
    type UserProfile { id: Int!, title: String!, is_admin: Boolean!, is_superadmin: Boolean! }
    type UserListItem {
      id: Int!
      name: String!
      mail: String!
      uid: String!
      profile: UserProfile
      "Kept for existing clients; always null (a session token is never handed to someone else)."
      token: String
    }
    type User {
      id: Int!
      name: String!
      mail: String!
      uid: String!
      "Always null, as in users_collections."
      token: String
      profile: UserProfile
      profile_id: Int
      is_blocked: Int!
      blocked_description: String
      created_at: String!
      created_by: Int
      updated_at: String!
      updated_by: Int
    }
    input UserInput {
      name: String
      mail: String
      uid: String
      profile_id: Int
      is_blocked: Int
      blocked_description: String
    }
    extend type Query {
      users_collections(search: String, limit: Int, page: Int, order: String, orderby: String): [UserListItem!]!
      users_count(search: String): Int!
      user(id: Int!): User
      "Users created in the interval: all, today or yesterday (days of America/Sao_Paulo)."
      userCount(interval: String): Int!
      "Whether the caller may create users and log in as them."
      can_manage_users: Boolean!
      "The profiles the caller may give a user (the Perfil select of /User-edit); with user_id, that user (none when it is the caller)."
      user_profile_options(user_id: Int): [UserProfile!]!
    }
    extend type Mutation {
      updateUser(id: Int!, updated_at: String, input: UserInput!): User!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        users_collections: operation({
          access: 'User',
          args: listArgs,
          resolve: (a, ctx, info) => store.listUsers(ctx.db, a, totalsFor(ctx, info, 'users_count')),
        }),
        users_count: operation({
          access: 'User',
          args: listArgs.pick({ search: true }),
          resolve: (a, { db, lists }) => store.countUsers(db, a.search, lists),
        }),
        user: operation({ access: 'User', args: id, resolve: (a, { db }) => store.findUser(db, a.id) }),
        userCount: operation({
          access: ['User', 'Dashboard'],
          args: z.object({ interval: orDefault(z.enum(['all', 'today', 'yesterday'], USER_COUNT_INTERVAL_MESSAGE).default('all')) }),
          resolve: (a, { db, user }) => {
            // Through the Dashboard module alone, only where the users block shows (access rule).
            assertModuleOrDashboardBlock(user, ['User'], 'users');
            return store.countUsersCreated(db, a.interval);
          },
        }),
        can_manage_users: operation({
          access: 'User',
          resolve: (_a, { user, config }) => canManageUsers(user, config.userManagerIds),
        }),
        user_profile_options: operation({
          access: 'User',
          args: z.object({ user_id: recordId().nullish() }),
          resolve: (a, { db, user }) => store.profileOptions(db, user, a.user_id),
        }),
      },
      Mutation: {
        updateUser: operation({
          access: 'User',
          args: z.object({ id: recordId(), updated_at: recordVersion, input: userEditInput }),
          resolve: (a, { db, user }) => store.updateUser(db, user, a.id, a.input, a.updated_at),
        }),
      },
    },
  ],
};
