import { z } from 'zod';
import { categoryProfileLink } from '@backoffice/domain/schemas/category';
import { recordId } from '@backoffice/domain/schemas/record-id';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation } from '../../../platform/graphql/operation.ts';
import * as store from './category-profile-store.ts';

export const categoryProfileSchema: ServicePart<'account'> = {
  typeDefs: [
    /* GraphQL */ `
    type CategoryHasProfile { id: Int!, profile_id: Int!, category_id: Int!, profile_title: String! }
    extend type Query {
      categoryHasProfile_collection(category_id: Int!): [CategoryHasProfile!]!
    }
    extend type Mutation {
      createCategoryHasProfile(profile_id: Int!, category_id: Int!): CategoryHasProfile!
      deleteCategoryHasProfile(profile_id: Int!, category_id: Int!): Boolean!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        categoryHasProfile_collection: operation({
          access: 'Category',
          args: z.object({ category_id: recordId() }),
          resolve: (a, { db }) => store.listCategoryProfiles(db, a.category_id),
        }),
      },
      Mutation: {
        createCategoryHasProfile: operation({
          access: 'Category',
          args: categoryProfileLink,
          resolve: (a, { db, user }) => store.linkProfile(db, user, a.profile_id, a.category_id),
        }),
        deleteCategoryHasProfile: operation({
          access: 'Category',
          args: categoryProfileLink,
          resolve: (a, { db, user }) => store.unlinkProfile(db, user, a.profile_id, a.category_id),
        }),
      },
    },
  ],
};
