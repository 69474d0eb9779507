import { z } from 'zod';
import { listArgs } from '@backoffice/domain/schemas/list';
import { recordId } from '@backoffice/domain/schemas/record-id';
import { newTrailInput, reorderTrailItemsInput, TRAIL_MESSAGES, trailInput, trailItemType } from '@backoffice/domain/schemas/trail';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation, saveOperation } from '../../../platform/graphql/operation.ts';
import { requestedFields, totalsFor } from '../../../platform/graphql/requested-fields.ts';
import * as items from './trail-item-store.ts';
import * as store from './trail-store.ts';

const ACCESS = ['Trail'] as const;

const trailId = recordId(TRAIL_MESSAGES.notFound);
const categoryLink = z.object({ trail_id: trailId, category_id: recordId() });
const courseLink = z.object({ trail_id: trailId, course_id: recordId() });
const assetLink = z.object({ trail_id: trailId, asset_id: recordId() });
const itemArgs = z.object({ trail_id: trailId, item_id: recordId(), item_type: trailItemType });

/** The course or content link as trailhascourse / trailhasasset name it: the item row under another name. */
const asCourseLink = (item: Awaited<ReturnType<typeof items.addItem>>) => ({ ...item, course_id: item.item_id });
const asAssetLink = (item: Awaited<ReturnType<typeof items.addItem>>) => ({ ...item, asset_id: item.item_id });

export const trailSchema: ServicePart<'lms'> = {
  typeDefs: [
    /* GraphQL */ `
    type TrailProofRef { id: Int!, title: String! }
    type TrailCategory { id: Int!, title: String! }
    type CategoryHasTrail { id: Int!, trail_id: Int!, category_id: Int!, trail_title: String!, category_title: String! }
    "A trail: an ordered set of online courses and digital contents."
    type Trail {
      id: Int!
      title: String!
      description: String
      "Address of the thumbnail image, or null."
      thumbnail: String
      active: Int!
      blockcontent: Int!
      "User id of the owner; 0 for none."
      owner: Int!
      owner_name: String
      "Id of the reaction evaluation, or null."
      reactionevaluation_id: Int
      "Id of the proof, or null."
      proof_id: Int
      reactionevaluation: TrailProofRef
      proof: TrailProofRef
      date_publish: String
      date_unpublish: String
      "dd/mm/yyyy HH:mm (America/Sao_Paulo); '' without a date."
      date_publish_format: String!
      date_unpublish_format: String!
      categories: [TrailCategory!]!
      created_at: String!
      created_by: Int
      updated_at: String!
      updated_by: Int
    }
    "An item of a trail: item_type 'course' (an online course) or 'asset' (a digital content); ordernum from 1."
    type TrailItem { id: Int!, trail_id: Int!, item_id: Int!, item_type: String!, ordernum: Int!, title: String! }
    type TrailHasCourse { id: Int!, trail_id: Int!, course_id: Int!, ordernum: Int!, title: String! }
    type TrailHasAsset { id: Int!, trail_id: Int!, asset_id: Int!, ordernum: Int!, title: String! }
    input TrailItemOrder { item_id: Int!, item_type: String! }
    extend type Query {
      trail(id: Int!): Trail
      trails_collections_dashboard(search: String, limit: Int, page: Int, order: String, orderby: String): [Trail!]!
      trail_count(search: String): Int!
      "The trail's items in their order."
      trailitems(trail_id: Int!): [TrailItem!]!
      "The online courses of a trail."
      trailhascourse(trail_id: Int!): [TrailHasCourse!]!
      "The digital contents of a trail."
      trailhasasset(trail_id: Int!): [TrailHasAsset!]!
      categoryHasTrail_collection(trail_id: Int!): [CategoryHasTrail!]!
    }
    extend type Mutation {
      """
      Creates (without id) or updates a trail: title, description, reactionevaluation_id, proof_id,
      active, owner (optional; 0 for none), blockcontent, date_publish, date_unpublish and, on create,
      categories (at least one). updated_at: the version the form loaded.
      """
      createOrUpdateTrail(
        id: Int
        updated_at: String
        title: String
        description: String
        reactionevaluation_id: Int
        proof_id: Int
        active: Int
        owner: Int
        blockcontent: Int
        date_publish: String
        date_unpublish: String
        categories: [Int!]
      ): Trail!
      deleteTrail(id: Int!): Boolean!
      createCategoryHasTrail(trail_id: Int!, category_id: Int!): CategoryHasTrail!
      deleteCategoryHasTrail(trail_id: Int!, category_id: Int!): Boolean!
      "Adds an online course as the trail's last item (link and item are one)."
      createTrailHasCourse(course_id: Int!, trail_id: Int!): TrailHasCourse!
      "Removes the course from the trail; the other items are numbered 1..n again."
      deleteTrailHasCourse(course_id: Int!, trail_id: Int!): Boolean!
      createTrailHasAsset(asset_id: Int!, trail_id: Int!): TrailHasAsset!
      deleteTrailHasAsset(asset_id: Int!, trail_id: Int!): Boolean!
      createTrailItems(item_id: Int!, item_type: String!, trail_id: Int!): TrailItem!
      deleteTrailItems(item_id: Int!, item_type: String!, trail_id: Int!): Boolean!
      "Moves one item to position ordernum (1..n), shifting the items between."
      updateOrderTrailItems(item_id: Int!, item_type: String!, trail_id: Int!, ordernum: Int!): TrailItem!
      "The trail's whole new order in one call: items must list each current item exactly once."
      reorderTrailItems(trail_id: Int!, items: [TrailItemOrder!]!): [TrailItem!]!
    }
  `,
  ],
  resolvers: [
    {
      Trail: {
        categories: (parent, _args, ctx) => store.categoriesOf(ctx.db, parent.id),
      },
      Query: {
        trail: operation({
          access: ACCESS,
          args: z.object({ id: recordId() }),
          resolve: (a, { db }) => store.findTrail(db, a.id),
        }),
        trails_collections_dashboard: operation({
          access: ACCESS,
          args: listArgs,
          resolve: (a, ctx, info) => store.listTrails(ctx.db, a, requestedFields(info), totalsFor(ctx, info, 'trail_count')),
        }),
        trail_count: operation({
          access: ACCESS,
          args: z.object({ search: listArgs.shape.search }),
          resolve: (a, { db, lists }) => store.countTrails(db, a, lists),
        }),
        trailitems: operation({
          access: ACCESS,
          args: z.object({ trail_id: trailId }),
          resolve: (a, { db }) => items.itemsOf(db, a.trail_id),
        }),
        trailhascourse: operation({
          access: ACCESS,
          args: z.object({ trail_id: trailId }),
          resolve: async (a, { db }) => (await items.itemsOf(db, a.trail_id, 'course')).map(asCourseLink),
        }),
        trailhasasset: operation({
          access: ACCESS,
          args: z.object({ trail_id: trailId }),
          resolve: async (a, { db }) => (await items.itemsOf(db, a.trail_id, 'asset')).map(asAssetLink),
        }),
        categoryHasTrail_collection: operation({
          access: ACCESS,
          args: z.object({ trail_id: trailId }),
          resolve: (a, { db }) => store.trailLinks(db, a.trail_id),
        }),
      },
      Mutation: {
        createOrUpdateTrail: saveOperation({
          access: ACCESS,
          fields: 'arguments',
          schema: { create: newTrailInput, edit: trailInput },
          resolve: (save, { db, user }) => store.saveTrail(db, user, save),
        }),
        deleteTrail: operation({
          access: ACCESS,
          args: z.object({ id: recordId() }),
          resolve: (a, { db, files, user }) => store.deleteTrail({ db, files }, user, a.id),
        }),
        createCategoryHasTrail: operation({
          access: ACCESS,
          args: categoryLink,
          resolve: (a, { db, user }) => store.linkCategory(db, user, a.trail_id, a.category_id),
        }),
        deleteCategoryHasTrail: operation({
          access: ACCESS,
          args: categoryLink,
          resolve: (a, { db, user }) => store.unlinkCategory(db, user, a.trail_id, a.category_id),
        }),
        createTrailHasCourse: operation({
          access: ACCESS,
          args: courseLink,
          resolve: async (a, { db, user }) => asCourseLink(await items.addItem(db, user, a.trail_id, { item_type: 'course', item_id: a.course_id })),
        }),
        deleteTrailHasCourse: operation({
          access: ACCESS,
          args: courseLink,
          resolve: (a, { db, user }) => items.removeItem(db, user, a.trail_id, { item_type: 'course', item_id: a.course_id }),
        }),
        createTrailHasAsset: operation({
          access: ACCESS,
          args: assetLink,
          resolve: async (a, { db, user }) => asAssetLink(await items.addItem(db, user, a.trail_id, { item_type: 'asset', item_id: a.asset_id })),
        }),
        deleteTrailHasAsset: operation({
          access: ACCESS,
          args: assetLink,
          resolve: (a, { db, user }) => items.removeItem(db, user, a.trail_id, { item_type: 'asset', item_id: a.asset_id }),
        }),
        createTrailItems: operation({
          access: ACCESS,
          args: itemArgs,
          resolve: ({ trail_id, ...ref }, { db, user }) => items.addItem(db, user, trail_id, ref),
        }),
        deleteTrailItems: operation({
          access: ACCESS,
          args: itemArgs,
          resolve: ({ trail_id, ...ref }, { db, user }) => items.removeItem(db, user, trail_id, ref),
        }),
        updateOrderTrailItems: operation({
          access: ACCESS,
          args: itemArgs.extend({ ordernum: z.number({ error: TRAIL_MESSAGES.invalidPosition }).int(TRAIL_MESSAGES.invalidPosition) }),
          resolve: ({ trail_id, ordernum, ...ref }, { db, user }) => items.moveItem(db, user, trail_id, ref, ordernum),
        }),
        reorderTrailItems: operation({
          access: ACCESS,
          args: reorderTrailItemsInput,
          resolve: (a, { db, user }) => items.reorderItems(db, user, a.trail_id, a.items),
        }),
      },
    },
  ],
};
