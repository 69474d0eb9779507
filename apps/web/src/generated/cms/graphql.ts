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

export type ContentRecordFragment = { active: number, content: string, created_at: string, created_by: number | null, created_by_name: string | null, date_publish: string, date_unpublish: string | null, directlink: string, id: number, module_name: string, thumbnail: string | null, title: string, updated_at: string, updated_by: number | null, updated_by_name: string | null };

export type SaveContentRecordMutationVariables = Exact<{
  id?: number | null | undefined;
  input: ContentInput;
  updated_at?: string | null | undefined;
}>;


export type SaveContentRecordMutation = { createOrUpdateContent: { active: number, content: string, created_at: string, created_by: number | null, created_by_name: string | null, date_publish: string, date_unpublish: string | null, directlink: string, id: number, module_name: string, thumbnail: string | null, title: string, updated_at: string, updated_by: number | null, updated_by_name: string | null } };

export type ContentQueryVariables = Exact<{
  id: number;
}>;


export type ContentQuery = { content: { active: number, content: string, created_at: string, created_by: number | null, created_by_name: string | null, date_publish: string, date_unpublish: string | null, directlink: string, id: number, module_name: string, thumbnail: string | null, title: string, updated_at: string, updated_by: number | null, updated_by_name: string | null } | null };

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
export const ContentRecordFragmentDoc = new TypedDocumentString(`
    fragment ContentRecord on Content {
  active
  content
  created_at
  created_by
  created_by_name
  date_publish
  date_unpublish
  directlink
  id
  module_name
  thumbnail
  title
  updated_at
  updated_by
  updated_by_name
}
    `, {"fragmentName":"ContentRecord"}) as unknown as TypedDocumentString<ContentRecordFragment, unknown>;
export const SaveContentRecordDocument = new TypedDocumentString(`
    mutation SaveContentRecord($id: Int, $input: ContentInput!, $updated_at: String) {
  createOrUpdateContent(id: $id, input: $input, updated_at: $updated_at) {
    ...ContentRecord
  }
}
    fragment ContentRecord on Content {
  active
  content
  created_at
  created_by
  created_by_name
  date_publish
  date_unpublish
  directlink
  id
  module_name
  thumbnail
  title
  updated_at
  updated_by
  updated_by_name
}`) as unknown as TypedDocumentString<SaveContentRecordMutation, SaveContentRecordMutationVariables>;
export const ContentDocument = new TypedDocumentString(`
    query Content($id: Int!) {
  content(id: $id) {
    ...ContentRecord
  }
}
    fragment ContentRecord on Content {
  active
  content
  created_at
  created_by
  created_by_name
  date_publish
  date_unpublish
  directlink
  id
  module_name
  thumbnail
  title
  updated_at
  updated_by
  updated_by_name
}`) as unknown as TypedDocumentString<ContentQuery, ContentQueryVariables>;
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