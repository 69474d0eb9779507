/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BinDeletersQueryVariables = Exact<{ [key: string]: never; }>;


export type BinDeletersQuery = { bin_deleters: Array<{ id: number, name: string }> };

export type BinEntriesQueryVariables = Exact<{
  type?: string | null | undefined;
  deleted_by?: number | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type BinEntriesQuery = { bin_count: number, bin_entries: Array<{ id: number, type: string, type_label: string, title: string, record_id: number, deleted_by: number | null, deleted_by_name: string | null, deleted_at: string, days_left: number }> };

export type PurgeBinEntryMutationVariables = Exact<{
  id: number;
}>;


export type PurgeBinEntryMutation = { purgeBinEntry: boolean };

export type RestoreBinEntryMutationVariables = Exact<{
  id: number;
}>;


export type RestoreBinEntryMutation = { restoreBinEntry: { type: string, record_id: number, not_restored: Array<string> } };

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

export const BinDeletersDocument = new TypedDocumentString(`
    query BinDeleters {
  bin_deleters {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<BinDeletersQuery, BinDeletersQueryVariables>;
export const BinEntriesDocument = new TypedDocumentString(`
    query BinEntries($type: String, $deleted_by: Int, $page: Int, $limit: Int) {
  bin_entries(type: $type, deleted_by: $deleted_by, page: $page, limit: $limit) {
    id
    type
    type_label
    title
    record_id
    deleted_by
    deleted_by_name
    deleted_at
    days_left
  }
  bin_count(type: $type, deleted_by: $deleted_by)
}
    `) as unknown as TypedDocumentString<BinEntriesQuery, BinEntriesQueryVariables>;
export const PurgeBinEntryDocument = new TypedDocumentString(`
    mutation PurgeBinEntry($id: Int!) {
  purgeBinEntry(id: $id)
}
    `) as unknown as TypedDocumentString<PurgeBinEntryMutation, PurgeBinEntryMutationVariables>;
export const RestoreBinEntryDocument = new TypedDocumentString(`
    mutation RestoreBinEntry($id: Int!) {
  restoreBinEntry(id: $id) {
    type
    record_id
    not_restored
  }
}
    `) as unknown as TypedDocumentString<RestoreBinEntryMutation, RestoreBinEntryMutationVariables>;