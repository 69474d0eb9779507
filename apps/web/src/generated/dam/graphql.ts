/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AssetInput = {
  active?: number | null | undefined;
  date_publish?: string | null | undefined;
  date_unpublish?: string | null | undefined;
  directlink?: string | null | undefined;
  /** Only when creating an attachment. */
  external_parent_id?: number | null | undefined;
  /** Only when creating. */
  module_name?: string | null | undefined;
  owner?: number | null | undefined;
  showgrid?: number | null | undefined;
  title?: string | null | undefined;
};

export type CategoryInput = {
  active?: number | null | undefined;
  hide_assets?: number | null | undefined;
  hide_courses?: number | null | undefined;
  hide_trails?: number | null | undefined;
  ordernum?: number | null | undefined;
  parent_id?: number | null | undefined;
  title?: string | null | undefined;
};

export type AssetRecordFragment = { active: number, created_at: string, created_by: number | null, date_publish: string, date_unpublish: string | null, directlink: string | null, external_parent_id: number | null, id: number, in_trails: boolean, module_name: string, owner: number, owner_name: string | null, showgrid: number, thumbnail: string | null, title: string, updated_at: string, updated_by: number | null, categories: Array<{ id: number, title: string }>, file: { id: number, mime: string, original_name: string, size: number, url: string } | null };

export type CategoryRecordFragment = { active: number, banner: string | null, hide_assets: number, hide_courses: number, hide_trails: number, id: number, ordernum: number, parent_id: number, parent_title: string | null, title: string, updated_at: string };

export type SaveAssetRecordMutationVariables = Exact<{
  id?: number | null | undefined;
  input: AssetInput;
  updated_at?: string | null | undefined;
}>;


export type SaveAssetRecordMutation = { createOrUpdateAsset: { active: number, created_at: string, created_by: number | null, date_publish: string, date_unpublish: string | null, directlink: string | null, external_parent_id: number | null, id: number, in_trails: boolean, module_name: string, owner: number, owner_name: string | null, showgrid: number, thumbnail: string | null, title: string, updated_at: string, updated_by: number | null, categories: Array<{ id: number, title: string }>, file: { id: number, mime: string, original_name: string, size: number, url: string } | null } };

export type SaveCategoryRecordMutationVariables = Exact<{
  id?: number | null | undefined;
  input: CategoryInput;
  updated_at?: string | null | undefined;
}>;


export type SaveCategoryRecordMutation = { createOrUpdateCategory: { active: number, banner: string | null, hide_assets: number, hide_courses: number, hide_trails: number, id: number, ordernum: number, parent_id: number, parent_title: string | null, title: string, updated_at: string } };

export type LinkAssetCategoryMutationVariables = Exact<{
  asset_id: number;
  category_id: number;
}>;


export type LinkAssetCategoryMutation = { createCategoryHasAsset: { id: number } };

export type UnlinkAssetCategoryMutationVariables = Exact<{
  asset_id: number;
  category_id: number;
}>;


export type UnlinkAssetCategoryMutation = { deleteCategoryHasAsset: boolean };

export type AssetQueryVariables = Exact<{
  id: number;
}>;


export type AssetQuery = { asset: { active: number, created_at: string, created_by: number | null, date_publish: string, date_unpublish: string | null, directlink: string | null, external_parent_id: number | null, id: number, in_trails: boolean, module_name: string, owner: number, owner_name: string | null, showgrid: number, thumbnail: string | null, title: string, updated_at: string, updated_by: number | null, categories: Array<{ id: number, title: string }>, file: { id: number, mime: string, original_name: string, size: number, url: string } | null } | null };

export type AssetsQueryVariables = Exact<{
  module_name: string;
  external_parent_id?: number | null | undefined;
  search?: string | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderby?: string | null | undefined;
}>;


export type AssetsQuery = { assets_collections_count: number, assets_collections: Array<{ id: number, title: string, active: number, date_publish: string, date_unpublish: string | null, external_parent_id: number | null, in_trails: boolean }> };

export type DeleteAssetMutationVariables = Exact<{
  id: number;
}>;


export type DeleteAssetMutation = { deleteAsset: boolean };

export type CategoryFieldsFragment = { id: number, title: string, ordernum: number, active: number, hide_courses: number, hide_trails: number, hide_assets: number, parent_id: number, parent_title: string | null, banner: string | null, updated_at: string };

export type CategoriesQueryVariables = Exact<{
  parent?: number | null | undefined;
}>;


export type CategoriesQuery = { category_collections: Array<{ id: number, title: string, ordernum: number, active: number, hide_courses: number, hide_trails: number, hide_assets: number, parent_id: number, parent_title: string | null, banner: string | null, updated_at: string }> };

export type CategoryCompositionQueryVariables = Exact<{
  category_id: number;
}>;


export type CategoryCompositionQuery = { categoryHasAssetById: Array<{ id: number, title: string }>, categoryHasCourseById: Array<{ id: number, title: string }>, categoryHasTrailById: Array<{ id: number, title: string }> };

export type CategoryQueryVariables = Exact<{
  id: number;
}>;


export type CategoryQuery = { category: { active: number, banner: string | null, hide_assets: number, hide_courses: number, hide_trails: number, id: number, ordernum: number, parent_id: number, parent_title: string | null, title: string, updated_at: string } | null };

export type DeleteCategoryMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCategoryMutation = { deleteCategory: boolean };

export type AssetCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AssetCountsQuery = { total: number, active: number };

export type CategoryOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoryOptionsQuery = { category_options: Array<{ id: number, title: string, parent_id: number }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AssetRecordFragmentDoc = new TypedDocumentString(`
    fragment AssetRecord on Asset {
  active
  categories {
    id
    title
  }
  created_at
  created_by
  date_publish
  date_unpublish
  directlink
  external_parent_id
  file {
    id
    mime
    original_name
    size
    url
  }
  id
  in_trails
  module_name
  owner
  owner_name
  showgrid
  thumbnail
  title
  updated_at
  updated_by
}
    `, {"fragmentName":"AssetRecord"}) as unknown as TypedDocumentString<AssetRecordFragment, unknown>;
export const CategoryRecordFragmentDoc = new TypedDocumentString(`
    fragment CategoryRecord on Category {
  active
  banner
  hide_assets
  hide_courses
  hide_trails
  id
  ordernum
  parent_id
  parent_title
  title
  updated_at
}
    `, {"fragmentName":"CategoryRecord"}) as unknown as TypedDocumentString<CategoryRecordFragment, unknown>;
export const CategoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment CategoryFields on Category {
  id
  title
  ordernum
  active
  hide_courses
  hide_trails
  hide_assets
  parent_id
  parent_title
  banner
  updated_at
}
    `, {"fragmentName":"CategoryFields"}) as unknown as TypedDocumentString<CategoryFieldsFragment, unknown>;
export const SaveAssetRecordDocument = new TypedDocumentString(`
    mutation SaveAssetRecord($id: Int, $input: AssetInput!, $updated_at: String) {
  createOrUpdateAsset(id: $id, input: $input, updated_at: $updated_at) {
    ...AssetRecord
  }
}
    fragment AssetRecord on Asset {
  active
  categories {
    id
    title
  }
  created_at
  created_by
  date_publish
  date_unpublish
  directlink
  external_parent_id
  file {
    id
    mime
    original_name
    size
    url
  }
  id
  in_trails
  module_name
  owner
  owner_name
  showgrid
  thumbnail
  title
  updated_at
  updated_by
}`) as unknown as TypedDocumentString<SaveAssetRecordMutation, SaveAssetRecordMutationVariables>;
export const SaveCategoryRecordDocument = new TypedDocumentString(`
    mutation SaveCategoryRecord($id: Int, $input: CategoryInput!, $updated_at: String) {
  createOrUpdateCategory(id: $id, input: $input, updated_at: $updated_at) {
    ...CategoryRecord
  }
}
    fragment CategoryRecord on Category {
  active
  banner
  hide_assets
  hide_courses
  hide_trails
  id
  ordernum
  parent_id
  parent_title
  title
  updated_at
}`) as unknown as TypedDocumentString<SaveCategoryRecordMutation, SaveCategoryRecordMutationVariables>;
export const LinkAssetCategoryDocument = new TypedDocumentString(`
    mutation LinkAssetCategory($asset_id: Int!, $category_id: Int!) {
  createCategoryHasAsset(asset_id: $asset_id, category_id: $category_id) {
    id
  }
}
    `) as unknown as TypedDocumentString<LinkAssetCategoryMutation, LinkAssetCategoryMutationVariables>;
export const UnlinkAssetCategoryDocument = new TypedDocumentString(`
    mutation UnlinkAssetCategory($asset_id: Int!, $category_id: Int!) {
  deleteCategoryHasAsset(asset_id: $asset_id, category_id: $category_id)
}
    `) as unknown as TypedDocumentString<UnlinkAssetCategoryMutation, UnlinkAssetCategoryMutationVariables>;
export const AssetDocument = new TypedDocumentString(`
    query Asset($id: Int!) {
  asset(id: $id) {
    ...AssetRecord
  }
}
    fragment AssetRecord on Asset {
  active
  categories {
    id
    title
  }
  created_at
  created_by
  date_publish
  date_unpublish
  directlink
  external_parent_id
  file {
    id
    mime
    original_name
    size
    url
  }
  id
  in_trails
  module_name
  owner
  owner_name
  showgrid
  thumbnail
  title
  updated_at
  updated_by
}`) as unknown as TypedDocumentString<AssetQuery, AssetQueryVariables>;
export const AssetsDocument = new TypedDocumentString(`
    query Assets($module_name: String!, $external_parent_id: Int, $search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  assets_collections(
    module_name: $module_name
    external_parent_id: $external_parent_id
    search: $search
    limit: $limit
    page: $page
    order: $order
    orderby: $orderby
  ) {
    id
    title
    active
    date_publish
    date_unpublish
    external_parent_id
    in_trails
  }
  assets_collections_count(
    module_name: $module_name
    external_parent_id: $external_parent_id
    search: $search
  )
}
    `) as unknown as TypedDocumentString<AssetsQuery, AssetsQueryVariables>;
export const DeleteAssetDocument = new TypedDocumentString(`
    mutation DeleteAsset($id: Int!) {
  deleteAsset(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteAssetMutation, DeleteAssetMutationVariables>;
export const CategoriesDocument = new TypedDocumentString(`
    query Categories($parent: Int) {
  category_collections(parent: $parent) {
    ...CategoryFields
  }
}
    fragment CategoryFields on Category {
  id
  title
  ordernum
  active
  hide_courses
  hide_trails
  hide_assets
  parent_id
  parent_title
  banner
  updated_at
}`) as unknown as TypedDocumentString<CategoriesQuery, CategoriesQueryVariables>;
export const CategoryCompositionDocument = new TypedDocumentString(`
    query CategoryComposition($category_id: Int!) {
  categoryHasAssetById(category_id: $category_id) {
    id
    title
  }
  categoryHasCourseById(category_id: $category_id) {
    id
    title
  }
  categoryHasTrailById(category_id: $category_id) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<CategoryCompositionQuery, CategoryCompositionQueryVariables>;
export const CategoryDocument = new TypedDocumentString(`
    query Category($id: Int!) {
  category(id: $id) {
    ...CategoryRecord
  }
}
    fragment CategoryRecord on Category {
  active
  banner
  hide_assets
  hide_courses
  hide_trails
  id
  ordernum
  parent_id
  parent_title
  title
  updated_at
}`) as unknown as TypedDocumentString<CategoryQuery, CategoryQueryVariables>;
export const DeleteCategoryDocument = new TypedDocumentString(`
    mutation DeleteCategory($id: Int!) {
  deleteCategory(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const AssetCountsDocument = new TypedDocumentString(`
    query AssetCounts {
  total: assetsCount(module_name: "Media")
  active: assetsCount(module_name: "Media", active: 1)
}
    `) as unknown as TypedDocumentString<AssetCountsQuery, AssetCountsQueryVariables>;
export const CategoryOptionsDocument = new TypedDocumentString(`
    query CategoryOptions {
  category_options {
    id
    title
    parent_id
  }
}
    `) as unknown as TypedDocumentString<CategoryOptionsQuery, CategoryOptionsQueryVariables>;