import { z } from 'zod';
import { PAGE_SIZE } from '@backoffice/domain/constants';
import { ASSET_LIST_MAX_LIMIT, ASSET_MODULES, assetInput, assetScope } from '@backoffice/domain/schemas/asset';
import { listArgs, orDefault } from '@backoffice/domain/schemas/list';
import { recordId } from '@backoffice/domain/schemas/record-id';
import { assertDashboardBlock } from '../../platform/access/dashboard-access.ts';
import type { ServicePart } from '../../platform/graphql/service-part.ts';
import { operation, saveOperation } from '../../platform/graphql/operation.ts';
import { requestedFields, totalsFor } from '../../platform/graphql/requested-fields.ts';
import * as store from './asset-store.ts';

const id = z.object({ id: recordId() });

/**
 * The asset list's arguments: the shared list arguments, but the trail composition asks for
 * every asset at once (limit 99999999). Any limit is accepted and served as at most
 * ASSET_LIST_MAX_LIMIT rows, so one call can never ask the database for more than that.
 */
const assetListArgs = listArgs
  .extend({
    limit: orDefault(
      z.coerce
        .number()
        .int()
        .min(1)
        .default(PAGE_SIZE)
        .transform((n) => Math.min(n, ASSET_LIST_MAX_LIMIT)),
    ),
  })
  .extend(assetScope.shape);

/** assetsCount feeds the dashboard's digital-content block too. */
const COUNT_ACCESS = ['Dashboard', ...ASSET_MODULES] as const;

export const assetSchema: ServicePart<'dam'> = {
  typeDefs: [
    /* GraphQL */ `
    type AssetFile { id: Int!, url: String!, mime: String!, original_name: String!, size: Float! }
    type AssetCategory { id: Int!, title: String! }
    type Asset {
      id: Int!
      "Media, Banner, chatBanner, AnexoSala or AnexoCurso."
      module_name: String!
      "The room (AnexoSala) or course (AnexoCurso) an attachment belongs to."
      external_parent_id: Int
      title: String!
      directlink: String
      "Address of the thumbnail image, or null."
      thumbnail: String
      active: Int!
      "User id of the owner; 0 for none."
      owner: Int!
      owner_name: String
      "'Exibir fora das trilhas'."
      showgrid: Int!
      date_publish: String!
      date_unpublish: String
      created_at: String!
      created_by: Int
      updated_at: String!
      updated_by: Int
      file: AssetFile
      categories: [AssetCategory!]!
      "Whether some trail holds this asset (the linked-trails action)."
      in_trails: Boolean!
    }
    input AssetInput {
      title: String
      active: Int
      showgrid: Int
      date_publish: String
      date_unpublish: String
      directlink: String
      owner: Int
      "Only when creating."
      module_name: String
      "Only when creating an attachment."
      external_parent_id: Int
    }
    extend type Query {
      assetsCount(module_name: String, active: Int): Int!
      assets_collections(
        module_name: String!
        external_parent_id: Int
        search: String
        limit: Int
        page: Int
        order: String
        orderby: String
      ): [Asset!]!
      assets_collections_count(search: String, module_name: String!, external_parent_id: Int): Int!
      asset(id: Int!): Asset
    }
    type Mutation {
      createOrUpdateAsset(id: Int, updated_at: String, input: AssetInput!): Asset!
      deleteAsset(id: Int!): Boolean!
    }
  `,
  ],
  resolvers: [
    {
      Asset: {
        categories: (parent, _args, ctx) => store.assetCategories(ctx.db, parent.id),
      },
      Query: {
        assetsCount: operation({
          access: COUNT_ACCESS,
          args: z.object({
            module_name: orDefault(assetScope.shape.module_name.default('Media')),
            active: z.number().int().min(0).max(1).nullish(),
          }),
          resolve: (a, { db, user }) => {
            // Through the Dashboard module alone, only where the digital-content block shows (access rule).
            if (!store.canAccessAssetType(user, a.module_name)) {
              if (user.modules.includes('Dashboard')) assertDashboardBlock(user, 'digitalContent');
              else store.assertAssetAccess(user, a.module_name);
            }
            return store.countByType(db, a.module_name, a.active);
          },
        }),
        assets_collections: operation({
          access: ASSET_MODULES,
          args: assetListArgs,
          resolve: (a, ctx, info) => {
            store.assertAssetAccess(ctx.user, a.module_name);
            return store.listAssets(ctx.db, a, a, requestedFields(info), totalsFor(ctx, info, 'assets_collections_count'));
          },
        }),
        assets_collections_count: operation({
          access: ASSET_MODULES,
          args: assetScope.extend({ search: listArgs.shape.search }),
          resolve: (a, { db, user, lists }) => {
            store.assertAssetAccess(user, a.module_name);
            return store.countAssets(db, a, listArgs.parse({ search: a.search }), lists);
          },
        }),
        asset: operation({
          access: ASSET_MODULES,
          args: id,
          resolve: async (a, { db, user }) => {
            const found = await store.findAsset(db, a.id);
            if (found) store.assertAssetAccess(user, found.module_name);
            return found;
          },
        }),
      },
      Mutation: {
        createOrUpdateAsset: saveOperation({
          access: ASSET_MODULES,
          fields: 'input',
          schema: assetInput,
          resolve: (save, { db, user }) => store.saveAsset(db, user, save),
        }),
        deleteAsset: operation({
          access: ASSET_MODULES,
          args: id,
          resolve: (a, { db, files, user }) => store.deleteAsset({ db, files }, user, a.id),
        }),
      },
    },
  ],
};
