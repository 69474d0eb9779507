import { trailItemOptionsArgs } from '@backoffice/domain/schemas/trail-options';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation } from '../../../platform/graphql/operation.ts';
import * as store from './trail-option-store.ts';

/**
 * The choices the trail screens offer, readable with the Trail module alone: a trail admin may
 * lack Course, Media or Profile, whose own lists those modules guard.
 */
export const trailOptionSchema: ServicePart<'lms'> = {
  typeDefs: [
    /* GraphQL */ `
    type TrailOption { id: Int!, title: String! }
    extend type Query {
      "Online courses (type 'course') or digital contents (type 'asset') whose title holds the search, by title; limit 50 by default, at most 100."
      trail_item_options(type: String!, search: String, limit: Int): [TrailOption!]!
      "The profiles, for the Perfil filter of a trail's report."
      trail_profile_options: [TrailOption!]!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        trail_item_options: operation({
          access: ['Trail'],
          args: trailItemOptionsArgs,
          resolve: (a, { db }) => store.itemOptions(db, a),
        }),
        trail_profile_options: operation({
          access: ['Trail'],
          resolve: (_a, { db }) => store.profileOptions(db),
        }),
      },
    },
  ],
};
