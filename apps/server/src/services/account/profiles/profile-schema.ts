import { z } from 'zod';
import { profileInput, profileModuleLink } from '@backoffice/domain/schemas/profile';
import { recordId } from '@backoffice/domain/schemas/record-id';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation, saveOperation } from '../../../platform/graphql/operation.ts';
import * as store from './profile-store.ts';

const id = z.object({ id: recordId() });

export const profileSchema: ServicePart<'account'> = {
  typeDefs: [
    /* GraphQL */ `
    type Profile { id: Int!, title: String!, is_admin: Boolean!, is_superadmin: Boolean!, userCount: Int!, updated_at: String! }
    input ProfileInput { title: String }
    type ModuleRef { id: Int!, name: String!, label: String! }
    type AccountModule { id: Int!, name: String!, label: String!, module: ModuleRef! }
    type ProfileAccountModule { id: Int!, profile_id: Int!, account_module_id: Int!, module: ModuleRef! }
    type ProfileUser { id: Int!, name: String!, mail: String!, uid: String! }
    extend type Query {
      profiles_collections: [Profile!]!
      profile(id: Int!): Profile
      get_account_module_collection: [AccountModule!]!
      get_profile_account_module(profile_id: Int!): [ProfileAccountModule!]!
      get_users_by_profile(id: Int!): [ProfileUser!]!
    }
    type Mutation {
      createOrUpdateProfile(id: Int, updated_at: String, input: ProfileInput!): Profile!
      deleteProfile(id: Int!): Boolean!
      createProfileAccountModule(profile_id: Int!, account_module_id: Int!): ProfileAccountModule!
      deleteProfileAccountModule(profile_id: Int!, account_module_id: Int!): Boolean!
    }
  `,
  ],
  resolvers: [
    {
      // The store's rows keep the Date (profiles_collections is a query builder the benchmark reuses);
      // codegen.ts maps Profile to that shape.
      Profile: { updated_at: (p) => p.updated_at.toISOString() },
      Query: {
        profiles_collections: operation({ access: 'Profile', resolve: (_a, { db }) => store.listProfiles(db) }),
        profile: operation({ access: 'Profile', args: id, resolve: (a, { db }) => store.findProfile(db, a.id) }),
        get_account_module_collection: operation({
          access: 'Profile',
          resolve: (_a, { db }) => store.listAccountModules(db),
        }),
        get_profile_account_module: operation({
          access: 'Profile',
          args: z.object({ profile_id: recordId() }),
          resolve: (a, { db }) => store.profileModules(db, a.profile_id),
        }),
        // Also the owner pickers of content, courses and trails (profiles 15 and 1).
        get_users_by_profile: operation({
          access: ['Profile', 'User', 'Media', 'Course', 'Trail'],
          args: id,
          resolve: (a, { db }) => store.usersByProfile(db, a.id),
        }),
      },
      Mutation: {
        createOrUpdateProfile: saveOperation({
          access: 'Profile',
          fields: 'input',
          schema: profileInput,
          resolve: (save, { db, user }) => store.saveProfile(db, user, save),
        }),
        deleteProfile: operation({ access: 'Profile', args: id, resolve: (a, { db, user }) => store.deleteProfile(db, user, a.id) }),
        createProfileAccountModule: operation({
          access: 'Profile',
          args: profileModuleLink,
          resolve: (a, { db, user }) => store.linkModule(db, user, a.profile_id, a.account_module_id),
        }),
        deleteProfileAccountModule: operation({
          access: 'Profile',
          args: profileModuleLink,
          resolve: (a, { db, user }) => store.unlinkModule(db, user, a.profile_id, a.account_module_id),
        }),
      },
    },
  ],
};
