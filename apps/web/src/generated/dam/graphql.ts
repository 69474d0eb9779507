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

export type AssetFieldsFragment = { id: number, module_name: string, external_parent_id: number | null, title: string, directlink: string | null, thumbnail: string | null, active: number, owner: number, owner_name: string | null, showgrid: number, date_publish: string, date_unpublish: string | null, created_at: string, updated_at: string, in_trails: boolean, file: { id: number, url: string, mime: string, original_name: string, size: number } | null, categories: Array<{ id: number, title: string }> };

export type AssetQueryVariables = Exact<{
  id: number;
}>;


export type AssetQuery = { asset: { id: number, module_name: string, external_parent_id: number | null, title: string, directlink: string | null, thumbnail: string | null, active: number, owner: number, owner_name: string | null, showgrid: number, date_publish: string, date_unpublish: string | null, created_at: string, updated_at: string, in_trails: boolean, file: { id: number, url: string, mime: string, original_name: string, size: number } | null, categories: Array<{ id: number, title: string }> } | null };

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

export type SaveAssetMutationVariables = Exact<{
  id?: number | null | undefined;
  updated_at?: string | null | undefined;
  input: AssetInput;
}>;


export type SaveAssetMutation = { createOrUpdateAsset: { id: number, module_name: string, external_parent_id: number | null, title: string, directlink: string | null, thumbnail: string | null, active: number, owner: number, owner_name: string | null, showgrid: number, date_publish: string, date_unpublish: string | null, created_at: string, updated_at: string, in_trails: boolean, file: { id: number, url: string, mime: string, original_name: string, size: number } | null, categories: Array<{ id: number, title: string }> } };

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


export type CategoryQuery = { category: { id: number, title: string, ordernum: number, active: number, hide_courses: number, hide_trails: number, hide_assets: number, parent_id: number, parent_title: string | null, banner: string | null, updated_at: string } | null };

export type DeleteCategoryMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCategoryMutation = { deleteCategory: boolean };

export type SaveCategoryMutationVariables = Exact<{
  id?: number | null | undefined;
  updated_at?: string | null | undefined;
  input: CategoryInput;
}>;


export type SaveCategoryMutation = { createOrUpdateCategory: { id: number, title: string, parent_id: number, updated_at: string } };

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
export const AssetFieldsFragmentDoc = new TypedDocumentString(`
    fragment AssetFields on Asset {
  id
  module_name
  external_parent_id
  title
  directlink
  thumbnail
  active
  owner
  owner_name
  showgrid
  date_publish
  date_unpublish
  created_at
  updated_at
  in_trails
  file {
    id
    url
    mime
    original_name
    size
  }
  categories {
    id
    title
  }
}
    `, {"fragmentName":"AssetFields"}) as unknown as TypedDocumentString<AssetFieldsFragment, unknown>;
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
    ...AssetFields
  }
}
    fragment AssetFields on Asset {
  id
  module_name
  external_parent_id
  title
  directlink
  thumbnail
  active
  owner
  owner_name
  showgrid
  date_publish
  date_unpublish
  created_at
  updated_at
  in_trails
  file {
    id
    url
    mime
    original_name
    size
  }
  categories {
    id
    title
  }
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
export const SaveAssetDocument = new TypedDocumentString(`
    mutation SaveAsset($id: Int, $updated_at: String, $input: AssetInput!) {
  createOrUpdateAsset(id: $id, updated_at: $updated_at, input: $input) {
    ...AssetFields
  }
}
    fragment AssetFields on Asset {
  id
  module_name
  external_parent_id
  title
  directlink
  thumbnail
  active
  owner
  owner_name
  showgrid
  date_publish
  date_unpublish
  created_at
  updated_at
  in_trails
  file {
    id
    url
    mime
    original_name
    size
  }
  categories {
    id
    title
  }
}`) as unknown as TypedDocumentString<SaveAssetMutation, SaveAssetMutationVariables>;
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
}`) as unknown as TypedDocumentString<CategoryQuery, CategoryQueryVariables>;
export const DeleteCategoryDocument = new TypedDocumentString(`
    mutation DeleteCategory($id: Int!) {
  deleteCategory(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const SaveCategoryDocument = new TypedDocumentString(`
    mutation SaveCategory($id: Int, $updated_at: String, $input: CategoryInput!) {
  createOrUpdateCategory(id: $id, updated_at: $updated_at, input: $input) {
    id
    title
    parent_id
    updated_at
  }
}
    `) as unknown as TypedDocumentString<SaveCategoryMutation, SaveCategoryMutationVariables>;
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