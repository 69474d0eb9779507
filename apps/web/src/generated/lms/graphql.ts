/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type VideoMediaInput = {
  category?: string | null | undefined;
  /** Whole seconds (Float so that a fraction gets the readable validation message). */
  duration_seconds?: number | null | undefined;
  media_id?: string | null | undefined;
  /** ISO 8601; empty or null for none. */
  published_at?: string | null | undefined;
  status?: string | null | undefined;
  title?: string | null | undefined;
};

export type CourseCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type CourseCountsQuery = { online: number, onlineActive: number, presential: number, presentialActive: number };

export type TrendingCoursesQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type TrendingCoursesQuery = { coursesOnlineTrending: Array<{ id: number, title: string, total: number }>, coursesPresentialTrending: Array<{ id: number, title: string, total: number }> };

export type VideoPlatformExternalQueryVariables = Exact<{ [key: string]: never; }>;


export type VideoPlatformExternalQuery = { video_platform_external: boolean };

export type DeleteVideoMediaMutationVariables = Exact<{
  id: number;
}>;


export type DeleteVideoMediaMutation = { deleteVideoMedia: boolean };

export type SaveVideoMediaMutationVariables = Exact<{
  id?: number | null | undefined;
  updated_at?: string | null | undefined;
  input: VideoMediaInput;
}>;


export type SaveVideoMediaMutation = { createOrUpdateVideoMedia: { id: number, media_id: string, title: string, category: string | null, status: string, published_at: string | null, duration_seconds: number, created_at: string, updated_at: string } };

export type VideoMediaListQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderby?: string | null | undefined;
}>;


export type VideoMediaListQuery = { video_media_count: number, video_media_collection: Array<{ id: number, media_id: string, title: string, category: string | null, status: string, published_at: string | null, duration_seconds: number, created_at: string, updated_at: string }> };

export type VideoMediaFieldsFragment = { id: number, media_id: string, title: string, category: string | null, status: string, published_at: string | null, duration_seconds: number, created_at: string, updated_at: string };

export type VideoMediaQueryVariables = Exact<{
  id: number;
}>;


export type VideoMediaQuery = { video_media: { id: number, media_id: string, title: string, category: string | null, status: string, published_at: string | null, duration_seconds: number, created_at: string, updated_at: string } | null };

export type TrailsByItemQueryVariables = Exact<{
  item_id: number;
  type_content: string;
}>;


export type TrailsByItemQuery = { trailsByItem: Array<{ id: number, title: string }> };

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
export const VideoMediaFieldsFragmentDoc = new TypedDocumentString(`
    fragment VideoMediaFields on VideoMedia {
  id
  media_id
  title
  category
  status
  published_at
  duration_seconds
  created_at
  updated_at
}
    `, {"fragmentName":"VideoMediaFields"}) as unknown as TypedDocumentString<VideoMediaFieldsFragment, unknown>;
export const CourseCountsDocument = new TypedDocumentString(`
    query CourseCounts {
  online: courseCount(type: "online")
  onlineActive: courseCount(type: "online", active: 1)
  presential: courseCount(type: "presential")
  presentialActive: courseCount(type: "presential", active: 1)
}
    `) as unknown as TypedDocumentString<CourseCountsQuery, CourseCountsQueryVariables>;
export const TrendingCoursesDocument = new TypedDocumentString(`
    query TrendingCourses($limit: Int) {
  coursesOnlineTrending(limit: $limit) {
    id
    title
    total
  }
  coursesPresentialTrending(limit: $limit) {
    id
    title
    total
  }
}
    `) as unknown as TypedDocumentString<TrendingCoursesQuery, TrendingCoursesQueryVariables>;
export const VideoPlatformExternalDocument = new TypedDocumentString(`
    query VideoPlatformExternal {
  video_platform_external
}
    `) as unknown as TypedDocumentString<VideoPlatformExternalQuery, VideoPlatformExternalQueryVariables>;
export const DeleteVideoMediaDocument = new TypedDocumentString(`
    mutation DeleteVideoMedia($id: Int!) {
  deleteVideoMedia(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteVideoMediaMutation, DeleteVideoMediaMutationVariables>;
export const SaveVideoMediaDocument = new TypedDocumentString(`
    mutation SaveVideoMedia($id: Int, $updated_at: String, $input: VideoMediaInput!) {
  createOrUpdateVideoMedia(id: $id, updated_at: $updated_at, input: $input) {
    ...VideoMediaFields
  }
}
    fragment VideoMediaFields on VideoMedia {
  id
  media_id
  title
  category
  status
  published_at
  duration_seconds
  created_at
  updated_at
}`) as unknown as TypedDocumentString<SaveVideoMediaMutation, SaveVideoMediaMutationVariables>;
export const VideoMediaListDocument = new TypedDocumentString(`
    query VideoMediaList($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  video_media_collection(
    search: $search
    limit: $limit
    page: $page
    order: $order
    orderby: $orderby
  ) {
    ...VideoMediaFields
  }
  video_media_count(search: $search)
}
    fragment VideoMediaFields on VideoMedia {
  id
  media_id
  title
  category
  status
  published_at
  duration_seconds
  created_at
  updated_at
}`) as unknown as TypedDocumentString<VideoMediaListQuery, VideoMediaListQueryVariables>;
export const VideoMediaDocument = new TypedDocumentString(`
    query VideoMedia($id: Int!) {
  video_media(id: $id) {
    ...VideoMediaFields
  }
}
    fragment VideoMediaFields on VideoMedia {
  id
  media_id
  title
  category
  status
  published_at
  duration_seconds
  created_at
  updated_at
}`) as unknown as TypedDocumentString<VideoMediaQuery, VideoMediaQueryVariables>;
export const TrailsByItemDocument = new TypedDocumentString(`
    query TrailsByItem($item_id: Int!, $type_content: String!) {
  trailsByItem(item_id: $item_id, type_content: $type_content) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<TrailsByItemQuery, TrailsByItemQueryVariables>;