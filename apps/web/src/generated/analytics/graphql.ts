/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RoomAudienceCountQueryVariables = Exact<{
  chat_id: number;
  status?: string | null | undefined;
}>;


export type RoomAudienceCountQuery = { countUsersByChat: number };

export type RoomAudienceBreakdownQueryVariables = Exact<{
  chat_id: number;
  status?: string | null | undefined;
  field: string;
}>;


export type RoomAudienceBreakdownQuery = { countUsersProfilesByChat: Array<{ label: string, total: number }> };

export type RoomAudienceUsersQueryVariables = Exact<{
  chat_id: number;
  status?: string | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type RoomAudienceUsersQuery = { getUsersByChat: Array<{ id: number, name: string, uid: string, profile_title: string | null, online: boolean, first_seen_at: string, last_seen_at: string }> };

export type PageViewsQueryVariables = Exact<{
  today: string;
  d0: string;
  d1: string;
  d2: string;
  d3: string;
  d4: string;
  d5: string;
  d6: string;
  d7: string;
  d8: string;
  d9: string;
}>;


export type PageViewsQuery = { today: number, total: number, d0: number, d1: number, d2: number, d3: number, d4: number, d5: number, d6: number, d7: number, d8: number, d9: number };

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

export const RoomAudienceCountDocument = new TypedDocumentString(`
    query RoomAudienceCount($chat_id: Int!, $status: String) {
  countUsersByChat(chat_id: $chat_id, status: $status)
}
    `) as unknown as TypedDocumentString<RoomAudienceCountQuery, RoomAudienceCountQueryVariables>;
export const RoomAudienceBreakdownDocument = new TypedDocumentString(`
    query RoomAudienceBreakdown($chat_id: Int!, $status: String, $field: String!) {
  countUsersProfilesByChat(chat_id: $chat_id, status: $status, field: $field) {
    label
    total
  }
}
    `) as unknown as TypedDocumentString<RoomAudienceBreakdownQuery, RoomAudienceBreakdownQueryVariables>;
export const RoomAudienceUsersDocument = new TypedDocumentString(`
    query RoomAudienceUsers($chat_id: Int!, $status: String, $limit: Int, $page: Int) {
  getUsersByChat(chat_id: $chat_id, status: $status, limit: $limit, page: $page) {
    id
    name
    uid
    profile_title
    online
    first_seen_at
    last_seen_at
  }
}
    `) as unknown as TypedDocumentString<RoomAudienceUsersQuery, RoomAudienceUsersQueryVariables>;
export const PageViewsDocument = new TypedDocumentString(`
    query PageViews($today: String!, $d0: String!, $d1: String!, $d2: String!, $d3: String!, $d4: String!, $d5: String!, $d6: String!, $d7: String!, $d8: String!, $d9: String!) {
  today: countPages(day: $today)
  total: countPages
  d0: countPages(day: $d0)
  d1: countPages(day: $d1)
  d2: countPages(day: $d2)
  d3: countPages(day: $d3)
  d4: countPages(day: $d4)
  d5: countPages(day: $d5)
  d6: countPages(day: $d6)
  d7: countPages(day: $d7)
  d8: countPages(day: $d8)
  d9: countPages(day: $d9)
}
    `) as unknown as TypedDocumentString<PageViewsQuery, PageViewsQueryVariables>;