/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** The rows to act on: ids (up to 1000), or without them every row the list's search finds (and its parent: a category's parent, a proof type). */
export type BulkSelection = {
  /** The audit log's action filter (kind audit). */
  action?: string | null | undefined;
  ids?: Array<number> | null | undefined;
  order?: string | null | undefined;
  orderby?: string | null | undefined;
  parent?: number | null | undefined;
  search?: string | null | undefined;
};

export type BulkRunFieldsFragment = { id: number, kind: string, action: string, status: string, total: number, processed: number, done: number, error: string | null, refused: Array<{ id: number, reason: string }> };

export type RunBulkActionMutationVariables = Exact<{
  kind: string;
  action: string;
  selection: BulkSelection;
  profile_id?: number | null | undefined;
  account_field_value_id?: number | null | undefined;
  reason?: string | null | undefined;
}>;


export type RunBulkActionMutation = { runBulkAction: { id: number, kind: string, action: string, status: string, total: number, processed: number, done: number, error: string | null, refused: Array<{ id: number, reason: string }> } };

export type BulkRunStatusQueryVariables = Exact<{
  id: number;
}>;


export type BulkRunStatusQuery = { bulk_run: { id: number, kind: string, action: string, status: string, total: number, processed: number, done: number, error: string | null, refused: Array<{ id: number, reason: string }> } | null };

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
export const BulkRunFieldsFragmentDoc = new TypedDocumentString(`
    fragment BulkRunFields on BulkRun {
  id
  kind
  action
  status
  total
  processed
  done
  refused {
    id
    reason
  }
  error
}
    `, {"fragmentName":"BulkRunFields"}) as unknown as TypedDocumentString<BulkRunFieldsFragment, unknown>;
export const RunBulkActionDocument = new TypedDocumentString(`
    mutation RunBulkAction($kind: String!, $action: String!, $selection: BulkSelection!, $profile_id: Int, $account_field_value_id: Int, $reason: String) {
  runBulkAction(
    kind: $kind
    action: $action
    selection: $selection
    profile_id: $profile_id
    account_field_value_id: $account_field_value_id
    reason: $reason
  ) {
    ...BulkRunFields
  }
}
    fragment BulkRunFields on BulkRun {
  id
  kind
  action
  status
  total
  processed
  done
  refused {
    id
    reason
  }
  error
}`) as unknown as TypedDocumentString<RunBulkActionMutation, RunBulkActionMutationVariables>;
export const BulkRunStatusDocument = new TypedDocumentString(`
    query BulkRunStatus($id: Int!) {
  bulk_run(id: $id) {
    ...BulkRunFields
  }
}
    fragment BulkRunFields on BulkRun {
  id
  kind
  action
  status
  total
  processed
  done
  refused {
    id
    reason
  }
  error
}`) as unknown as TypedDocumentString<BulkRunStatusQuery, BulkRunStatusQueryVariables>;