import { z } from 'zod';
import { MESSAGES } from '@backoffice/domain/constants';
import { UserError } from '../errors.ts';
import type { SharedPart } from '../graphql/service-part.ts';
import { operation } from '../graphql/operation.ts';
import type { CurrentUser } from './current-user.ts';
import { resolveSession } from './sessions.ts';

/** The access calls of the spec, mounted on every service endpoint. */
export const sessionSchema: SharedPart = {
  typeDefs: [
    /* GraphQL */ `
    type AuthProfile { id: Int!, title: String!, is_admin: Boolean!, is_superadmin: Boolean! }
    "The administrator who opened this session as the user (log in as)."
    type Impersonator { id: Int!, name: String! }
    type AuthenticatedUser {
      id: Int!
      first_name: String!
      name: String!
      uid: String!
      mail: String!
      profile: AuthProfile
      impersonated_by: Impersonator
    }
    type AccountAuth {
      login_url: String!
      logout_url: String!
      support_url: String!
      cookies_url: String!
      blog_url: String!
    }
    type Query {
      account_auth: AccountAuth!
      get_authenticated_user: AuthenticatedUser
      get_user_by_token(token: String!): AuthenticatedUser
      modules_by_user(token: String): [String!]!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        account_auth: operation({
          access: 'public',
          resolve: (_args, { config }) => ({
            login_url: config.login.url,
            logout_url: '/api/v1/account/logout',
            support_url: config.links.support,
            cookies_url: config.links.cookies,
            blog_url: config.links.blog,
          }),
        }),
        get_authenticated_user: operation({ access: 'authenticated', resolve: (_args, { user }) => user }),
        // The token itself is the credential here, as in the spec's calls.
        get_user_by_token: operation({
          access: 'public',
          args: z.object({ token: z.string().max(200) }),
          resolve: async ({ token }, { db, config }) => {
            const owner = await resolveSession(db, token, config.session.idleMs);
            if (!owner) throw new UserError(MESSAGES.unauthenticated, 'UNAUTHENTICATED');
            return owner;
          },
        }),
        modules_by_user: operation({
          access: 'public',
          args: z.object({ token: z.string().max(200).nullish() }),
          resolve: async ({ token }, { db, user, config }) => {
            const owner: CurrentUser | null = token ? await resolveSession(db, token, config.session.idleMs) : user;
            if (!owner) throw new UserError(MESSAGES.unauthenticated, 'UNAUTHENTICATED');
            return owner.modules;
          },
        }),
      },
    },
  ],
};
