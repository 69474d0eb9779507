/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ContentInput = {
  active?: number | null | undefined;
  content?: string | null | undefined;
  date_publish?: string | null | undefined;
  date_unpublish?: string | null | undefined;
  directlink?: string | null | undefined;
  module_name?: string | null | undefined;
  title?: string | null | undefined;
};

export type ContentQueryVariables = Exact<{
  id: number;
}>;


export type ContentQuery = { content: { id: number, module_name: string, title: string, content: string, thumbnail: string | null, directlink: string, active: number, date_publish: string, date_unpublish: string | null, created_at: string, created_by: number | null, created_by_name: string | null, updated_at: string, updated_by: number | null, updated_by_name: string | null } | null };

export type ContentsQueryVariables = Exact<{
  limit?: number | null | undefined;
  order?: string | null | undefined;
  module_name?: string | null | undefined;
}>;


export type ContentsQuery = { contents_collections: Array<{ id: number, title: string, active: number, date_publish: string, thumbnail: string | null }> };

export type DeleteContentMutationVariables = Exact<{
  id: number;
}>;


export type DeleteContentMutation = { deleteContent: boolean };

export type SaveContentMutationVariables = Exact<{
  id?: number | null | undefined;
  updated_at?: string | null | undefined;
  input: ContentInput;
}>;


export type SaveContentMutation = { createOrUpdateContent: { id: number, title: string, updated_at: string } };

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

export const ContentDocument = new TypedDocumentString(`
    query Content($id: Int!) {
  content(id: $id) {
    id
    module_name
    title
    content
    thumbnail
    directlink
    active
    date_publish
    date_unpublish
    created_at
    created_by
    created_by_name
    updated_at
    updated_by
    updated_by_name
  }
}
    `) as unknown as TypedDocumentString<ContentQuery, ContentQueryVariables>;
export const ContentsDocument = new TypedDocumentString(`
    query Contents($limit: Int, $order: String, $module_name: String) {
  contents_collections(limit: $limit, order: $order, module_name: $module_name) {
    id
    title
    active
    date_publish
    thumbnail
  }
}
    `) as unknown as TypedDocumentString<ContentsQuery, ContentsQueryVariables>;
export const DeleteContentDocument = new TypedDocumentString(`
    mutation DeleteContent($id: Int!) {
  deleteContent(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteContentMutation, DeleteContentMutationVariables>;
export const SaveContentDocument = new TypedDocumentString(`
    mutation SaveContent($id: Int, $updated_at: String, $input: ContentInput!) {
  createOrUpdateContent(id: $id, updated_at: $updated_at, input: $input) {
    id
    title
    updated_at
  }
}
    `) as unknown as TypedDocumentString<SaveContentMutation, SaveContentMutationVariables>;