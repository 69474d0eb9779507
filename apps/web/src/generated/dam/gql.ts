/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment AssetRecord on Asset {\n  active\n  categories {\n    id\n    title\n  }\n  created_at\n  created_by\n  date_publish\n  date_unpublish\n  directlink\n  external_parent_id\n  file {\n    id\n    mime\n    original_name\n    size\n    url\n  }\n  id\n  in_trails\n  module_name\n  owner\n  owner_name\n  showgrid\n  thumbnail\n  title\n  updated_at\n  updated_by\n}\n\nfragment CategoryRecord on Category {\n  active\n  banner\n  hide_assets\n  hide_courses\n  hide_trails\n  id\n  ordernum\n  parent_id\n  parent_title\n  title\n  updated_at\n}\n\nmutation SaveAssetRecord($id: Int, $input: AssetInput!, $updated_at: String) {\n  createOrUpdateAsset(id: $id, input: $input, updated_at: $updated_at) {\n    ...AssetRecord\n  }\n}\n\nmutation SaveCategoryRecord($id: Int, $input: CategoryInput!, $updated_at: String) {\n  createOrUpdateCategory(id: $id, input: $input, updated_at: $updated_at) {\n    ...CategoryRecord\n  }\n}": typeof types.AssetRecordFragmentDoc,
    "mutation LinkAssetCategory($asset_id: Int!, $category_id: Int!) {\n  createCategoryHasAsset(asset_id: $asset_id, category_id: $category_id) { id }\n}": typeof types.LinkAssetCategoryDocument,
    "mutation UnlinkAssetCategory($asset_id: Int!, $category_id: Int!) {\n  deleteCategoryHasAsset(asset_id: $asset_id, category_id: $category_id)\n}": typeof types.UnlinkAssetCategoryDocument,
    "query Asset($id: Int!) { asset(id: $id) { ...AssetRecord } }": typeof types.AssetDocument,
    "query Assets($module_name: String!, $external_parent_id: Int, $search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  assets_collections(module_name: $module_name, external_parent_id: $external_parent_id, search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id title active date_publish date_unpublish external_parent_id in_trails\n  }\n  assets_collections_count(module_name: $module_name, external_parent_id: $external_parent_id, search: $search)\n}": typeof types.AssetsDocument,
    "mutation DeleteAsset($id: Int!) { deleteAsset(id: $id) }": typeof types.DeleteAssetDocument,
    "fragment CategoryFields on Category {\n  id title ordernum active hide_courses hide_trails hide_assets parent_id parent_title banner updated_at\n}": typeof types.CategoryFieldsFragmentDoc,
    "query Categories($parent: Int) { category_collections(parent: $parent) { ...CategoryFields } }": typeof types.CategoriesDocument,
    "query CategoryComposition($category_id: Int!) {\n  categoryHasAssetById(category_id: $category_id) { id title }\n  categoryHasCourseById(category_id: $category_id) { id title }\n  categoryHasTrailById(category_id: $category_id) { id title }\n}": typeof types.CategoryCompositionDocument,
    "query Category($id: Int!) { category(id: $id) { ...CategoryRecord } }": typeof types.CategoryDocument,
    "mutation DeleteCategory($id: Int!) { deleteCategory(id: $id) }": typeof types.DeleteCategoryDocument,
    "query AssetCounts {\n  total: assetsCount(module_name: \"Media\")\n  active: assetsCount(module_name: \"Media\", active: 1)\n}": typeof types.AssetCountsDocument,
    "query CategoryOptions { category_options { id title parent_id } }": typeof types.CategoryOptionsDocument,
};
const documents: Documents = {
    "fragment AssetRecord on Asset {\n  active\n  categories {\n    id\n    title\n  }\n  created_at\n  created_by\n  date_publish\n  date_unpublish\n  directlink\n  external_parent_id\n  file {\n    id\n    mime\n    original_name\n    size\n    url\n  }\n  id\n  in_trails\n  module_name\n  owner\n  owner_name\n  showgrid\n  thumbnail\n  title\n  updated_at\n  updated_by\n}\n\nfragment CategoryRecord on Category {\n  active\n  banner\n  hide_assets\n  hide_courses\n  hide_trails\n  id\n  ordernum\n  parent_id\n  parent_title\n  title\n  updated_at\n}\n\nmutation SaveAssetRecord($id: Int, $input: AssetInput!, $updated_at: String) {\n  createOrUpdateAsset(id: $id, input: $input, updated_at: $updated_at) {\n    ...AssetRecord\n  }\n}\n\nmutation SaveCategoryRecord($id: Int, $input: CategoryInput!, $updated_at: String) {\n  createOrUpdateCategory(id: $id, input: $input, updated_at: $updated_at) {\n    ...CategoryRecord\n  }\n}": types.AssetRecordFragmentDoc,
    "mutation LinkAssetCategory($asset_id: Int!, $category_id: Int!) {\n  createCategoryHasAsset(asset_id: $asset_id, category_id: $category_id) { id }\n}": types.LinkAssetCategoryDocument,
    "mutation UnlinkAssetCategory($asset_id: Int!, $category_id: Int!) {\n  deleteCategoryHasAsset(asset_id: $asset_id, category_id: $category_id)\n}": types.UnlinkAssetCategoryDocument,
    "query Asset($id: Int!) { asset(id: $id) { ...AssetRecord } }": types.AssetDocument,
    "query Assets($module_name: String!, $external_parent_id: Int, $search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  assets_collections(module_name: $module_name, external_parent_id: $external_parent_id, search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id title active date_publish date_unpublish external_parent_id in_trails\n  }\n  assets_collections_count(module_name: $module_name, external_parent_id: $external_parent_id, search: $search)\n}": types.AssetsDocument,
    "mutation DeleteAsset($id: Int!) { deleteAsset(id: $id) }": types.DeleteAssetDocument,
    "fragment CategoryFields on Category {\n  id title ordernum active hide_courses hide_trails hide_assets parent_id parent_title banner updated_at\n}": types.CategoryFieldsFragmentDoc,
    "query Categories($parent: Int) { category_collections(parent: $parent) { ...CategoryFields } }": types.CategoriesDocument,
    "query CategoryComposition($category_id: Int!) {\n  categoryHasAssetById(category_id: $category_id) { id title }\n  categoryHasCourseById(category_id: $category_id) { id title }\n  categoryHasTrailById(category_id: $category_id) { id title }\n}": types.CategoryCompositionDocument,
    "query Category($id: Int!) { category(id: $id) { ...CategoryRecord } }": types.CategoryDocument,
    "mutation DeleteCategory($id: Int!) { deleteCategory(id: $id) }": types.DeleteCategoryDocument,
    "query AssetCounts {\n  total: assetsCount(module_name: \"Media\")\n  active: assetsCount(module_name: \"Media\", active: 1)\n}": types.AssetCountsDocument,
    "query CategoryOptions { category_options { id title parent_id } }": types.CategoryOptionsDocument,
};

/**
 * The damGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function damGraphql(source: "fragment AssetRecord on Asset {\n  active\n  categories {\n    id\n    title\n  }\n  created_at\n  created_by\n  date_publish\n  date_unpublish\n  directlink\n  external_parent_id\n  file {\n    id\n    mime\n    original_name\n    size\n    url\n  }\n  id\n  in_trails\n  module_name\n  owner\n  owner_name\n  showgrid\n  thumbnail\n  title\n  updated_at\n  updated_by\n}\n\nfragment CategoryRecord on Category {\n  active\n  banner\n  hide_assets\n  hide_courses\n  hide_trails\n  id\n  ordernum\n  parent_id\n  parent_title\n  title\n  updated_at\n}\n\nmutation SaveAssetRecord($id: Int, $input: AssetInput!, $updated_at: String) {\n  createOrUpdateAsset(id: $id, input: $input, updated_at: $updated_at) {\n    ...AssetRecord\n  }\n}\n\nmutation SaveCategoryRecord($id: Int, $input: CategoryInput!, $updated_at: String) {\n  createOrUpdateCategory(id: $id, input: $input, updated_at: $updated_at) {\n    ...CategoryRecord\n  }\n}"): typeof import('./graphql').AssetRecordFragmentDoc;
/**
 * The damGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function damGraphql(source: "mutation LinkAssetCategory($asset_id: Int!, $category_id: Int!) {\n  createCategoryHasAsset(asset_id: $asset_id, category_id: $category_id) { id }\n}"): typeof import('./graphql').LinkAssetCategoryDocument;
/**
 * The damGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function damGraphql(source: "mutation UnlinkAssetCategory($asset_id: Int!, $category_id: Int!) {\n  deleteCategoryHasAsset(asset_id: $asset_id, category_id: $category_id)\n}"): typeof import('./graphql').UnlinkAssetCategoryDocument;
/**
 * The damGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function damGraphql(source: "query Asset($id: Int!) { asset(id: $id) { ...AssetRecord } }"): typeof import('./graphql').AssetDocument;
/**
 * The damGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function damGraphql(source: "query Assets($module_name: String!, $external_parent_id: Int, $search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  assets_collections(module_name: $module_name, external_parent_id: $external_parent_id, search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id title active date_publish date_unpublish external_parent_id in_trails\n  }\n  assets_collections_count(module_name: $module_name, external_parent_id: $external_parent_id, search: $search)\n}"): typeof import('./graphql').AssetsDocument;
/**
 * The damGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function damGraphql(source: "mutation DeleteAsset($id: Int!) { deleteAsset(id: $id) }"): typeof import('./graphql').DeleteAssetDocument;
/**
 * The damGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function damGraphql(source: "fragment CategoryFields on Category {\n  id title ordernum active hide_courses hide_trails hide_assets parent_id parent_title banner updated_at\n}"): typeof import('./graphql').CategoryFieldsFragmentDoc;
/**
 * The damGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function damGraphql(source: "query Categories($parent: Int) { category_collections(parent: $parent) { ...CategoryFields } }"): typeof import('./graphql').CategoriesDocument;
/**
 * The damGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function damGraphql(source: "query CategoryComposition($category_id: Int!) {\n  categoryHasAssetById(category_id: $category_id) { id title }\n  categoryHasCourseById(category_id: $category_id) { id title }\n  categoryHasTrailById(category_id: $category_id) { id title }\n}"): typeof import('./graphql').CategoryCompositionDocument;
/**
 * The damGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function damGraphql(source: "query Category($id: Int!) { category(id: $id) { ...CategoryRecord } }"): typeof import('./graphql').CategoryDocument;
/**
 * The damGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function damGraphql(source: "mutation DeleteCategory($id: Int!) { deleteCategory(id: $id) }"): typeof import('./graphql').DeleteCategoryDocument;
/**
 * The damGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function damGraphql(source: "query AssetCounts {\n  total: assetsCount(module_name: \"Media\")\n  active: assetsCount(module_name: \"Media\", active: 1)\n}"): typeof import('./graphql').AssetCountsDocument;
/**
 * The damGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function damGraphql(source: "query CategoryOptions { category_options { id title parent_id } }"): typeof import('./graphql').CategoryOptionsDocument;


export function damGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
