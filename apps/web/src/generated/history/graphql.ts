/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RecordHistoryQueryVariables = Exact<{
  type: string;
  id: number;
  page?: number | null | undefined;
}>;


export type RecordHistoryQuery = { record_history: { total: number, entries: Array<{ id: number, at: string, who: string, action: string, action_label: string, changes: Array<{ field: string, label: string, old: string, new: string }> }> } };

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

export const RecordHistoryDocument = new TypedDocumentString(`
    query RecordHistory($type: String!, $id: Int!, $page: Int) {
  record_history(type: $type, id: $id, page: $page) {
    total
    entries {
      id
      at
      who
      action
      action_label
      changes {
        field
        label
        old
        new
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RecordHistoryQuery, RecordHistoryQueryVariables>;