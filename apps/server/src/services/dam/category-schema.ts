import { z } from 'zod';
import { categoryAssetLink, categoryInput } from '@backoffice/domain/schemas/category';
import type { ModuleName } from '@backoffice/domain/modules';
import { orDefault } from '@backoffice/domain/schemas/list';
import { recordId } from '@backoffice/domain/schemas/record-id';
import type { ServicePart } from '../../platform/graphql/service-part.ts';
import { operation, saveOperation } from '../../platform/graphql/operation.ts';
import * as store from './category-store.ts';

const id = z.object({ id: recordId() });
const categoryId = z.object({ category_id: recordId() });

/** The forms of these modules pick categories, so they may read the category tree. */
const CATEGORY_READERS: readonly ModuleName[] = ['Category', 'Media', 'Banner', 'ChatBanner', 'Course', 'Trail'];
/** An asset's edit form links its categories at once. */
const ASSET_LINKERS: readonly ModuleName[] = ['Category', 'Media', 'Banner', 'ChatBanner'];

export const categorySchema: ServicePart<'dam'> = {
  typeDefs: [
    /* GraphQL */ `
    type Category {
      id: Int!
      title: String!
      "Priority: higher first."
      ordernum: Int!
      active: Int!
      hide_courses: Int!
      hide_trails: Int!
      hide_assets: Int!
      "0 for a top-level category."
      parent_id: Int!
      parent_title: String
      "Address of the banner image, or null."
      banner: String
      updated_at: String!
    }
    input CategoryInput {
      title: String
      parent_id: Int
      ordernum: Int
      active: Int
      hide_courses: Int
      hide_trails: Int
      hide_assets: Int
    }
    type CategoryOption { id: Int!, title: String!, parent_id: Int! }
    type CategoryHasAsset { id: Int!, asset_id: Int!, category_id: Int!, asset_title: String!, category_title: String! }
    type CategoryLinkedItem { id: Int!, title: String! }
    extend type Query {
      "Children of parent (0 or absent: the top level), higher priority first, then by title."
      category_collections(parent: Int): [Category!]!
      "Every category with its parent, for the pickers of the forms: one call for the whole tree."
      category_options: [CategoryOption!]!
      category(id: Int!): Category
      "Links of an asset or of a category (at least one of the two)."
      categoryHasAsset_collection(category_id: Int, asset_id: Int): [CategoryHasAsset!]!
      categoryHasAssetById(category_id: Int!): [CategoryLinkedItem!]!
      categoryHasCourseById(category_id: Int!): [CategoryLinkedItem!]!
      categoryHasTrailById(category_id: Int!): [CategoryLinkedItem!]!
    }
    type Mutation {
      createOrUpdateCategory(id: Int, updated_at: String, input: CategoryInput!): Category!
      deleteCategory(id: Int!): Boolean!
      createCategoryHasAsset(asset_id: Int!, category_id: Int!): CategoryHasAsset!
      deleteCategoryHasAsset(asset_id: Int!, category_id: Int!): Boolean!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        category_collections: operation({
          access: CATEGORY_READERS,
          args: z.object({ parent: orDefault(z.number().int().min(0).default(0)) }),
          resolve: (a, { db }) => store.listCategories(db, a.parent),
        }),
        category_options: operation({ access: CATEGORY_READERS, resolve: (_a, { db }) => store.listCategoryOptions(db) }),
        category: operation({ access: CATEGORY_READERS, args: id, resolve: (a, { db }) => store.findCategory(db, a.id) }),
        categoryHasAsset_collection: operation({
          access: ASSET_LINKERS,
          args: z
            .object({ category_id: recordId().nullish(), asset_id: recordId().nullish() })
            .refine((a) => a.category_id || a.asset_id, { message: 'Informe a categoria ou o conteúdo.' }),
          resolve: (a, { db, user }) => store.listAssetLinks(db, user, a),
        }),
        categoryHasAssetById: operation({
          access: 'Category',
          args: categoryId,
          resolve: (a, { db }) => store.linkedAssets(db, a.category_id),
        }),
        categoryHasCourseById: operation({
          access: 'Category',
          args: categoryId,
          resolve: (a, { db }) => store.linkedCourses(db, a.category_id),
        }),
        categoryHasTrailById: operation({
          access: 'Category',
          args: categoryId,
          resolve: (a, { db }) => store.linkedTrails(db, a.category_id),
        }),
      },
      Mutation: {
        createOrUpdateCategory: saveOperation({
          access: 'Category',
          fields: 'input',
          schema: categoryInput,
          resolve: (save, { db, user }) => store.saveCategory(db, user, save),
        }),
        deleteCategory: operation({
          access: 'Category',
          args: id,
          resolve: (a, { db, user }) => store.deleteCategory(db, user, a.id),
        }),
        createCategoryHasAsset: operation({
          access: ASSET_LINKERS,
          args: categoryAssetLink,
          resolve: (a, { db, user }) => store.linkAsset(db, user, a.asset_id, a.category_id),
        }),
        deleteCategoryHasAsset: operation({
          access: ASSET_LINKERS,
          args: categoryAssetLink,
          resolve: (a, { db, user }) => store.unlinkAsset(db, user, a.asset_id, a.category_id),
        }),
      },
    },
  ],
};
