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
    "query CourseCounts {\n  online: courseCount(type: \"online\")\n  onlineActive: courseCount(type: \"online\", active: 1)\n  presential: courseCount(type: \"presential\")\n  presentialActive: courseCount(type: \"presential\", active: 1)\n}": typeof types.CourseCountsDocument,
    "query TrendingCourses($limit: Int) {\n  coursesOnlineTrending(limit: $limit) { id title total }\n  coursesPresentialTrending(limit: $limit) { id title total }\n}": typeof types.TrendingCoursesDocument,
    "query VideoPlatformExternal { video_platform_external }": typeof types.VideoPlatformExternalDocument,
    "mutation DeleteVideoMedia($id: Int!) { deleteVideoMedia(id: $id) }": typeof types.DeleteVideoMediaDocument,
    "mutation SaveVideoMedia($id: Int, $updated_at: String, $input: VideoMediaInput!) {\n  createOrUpdateVideoMedia(id: $id, updated_at: $updated_at, input: $input) { ...VideoMediaFields }\n}": typeof types.SaveVideoMediaDocument,
    "query VideoMediaList($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  video_media_collection(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { ...VideoMediaFields }\n  video_media_count(search: $search)\n}": typeof types.VideoMediaListDocument,
    "fragment VideoMediaFields on VideoMedia {\n  id media_id title category status published_at duration_seconds created_at updated_at\n}": typeof types.VideoMediaFieldsFragmentDoc,
    "query VideoMedia($id: Int!) { video_media(id: $id) { ...VideoMediaFields } }": typeof types.VideoMediaDocument,
    "query TrailsByItem($item_id: Int!, $type_content: String!) {\n  trailsByItem(item_id: $item_id, type_content: $type_content) { id title }\n}": typeof types.TrailsByItemDocument,
};
const documents: Documents = {
    "query CourseCounts {\n  online: courseCount(type: \"online\")\n  onlineActive: courseCount(type: \"online\", active: 1)\n  presential: courseCount(type: \"presential\")\n  presentialActive: courseCount(type: \"presential\", active: 1)\n}": types.CourseCountsDocument,
    "query TrendingCourses($limit: Int) {\n  coursesOnlineTrending(limit: $limit) { id title total }\n  coursesPresentialTrending(limit: $limit) { id title total }\n}": types.TrendingCoursesDocument,
    "query VideoPlatformExternal { video_platform_external }": types.VideoPlatformExternalDocument,
    "mutation DeleteVideoMedia($id: Int!) { deleteVideoMedia(id: $id) }": types.DeleteVideoMediaDocument,
    "mutation SaveVideoMedia($id: Int, $updated_at: String, $input: VideoMediaInput!) {\n  createOrUpdateVideoMedia(id: $id, updated_at: $updated_at, input: $input) { ...VideoMediaFields }\n}": types.SaveVideoMediaDocument,
    "query VideoMediaList($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  video_media_collection(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { ...VideoMediaFields }\n  video_media_count(search: $search)\n}": types.VideoMediaListDocument,
    "fragment VideoMediaFields on VideoMedia {\n  id media_id title category status published_at duration_seconds created_at updated_at\n}": types.VideoMediaFieldsFragmentDoc,
    "query VideoMedia($id: Int!) { video_media(id: $id) { ...VideoMediaFields } }": types.VideoMediaDocument,
    "query TrailsByItem($item_id: Int!, $type_content: String!) {\n  trailsByItem(item_id: $item_id, type_content: $type_content) { id title }\n}": types.TrailsByItemDocument,
};

/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query CourseCounts {\n  online: courseCount(type: \"online\")\n  onlineActive: courseCount(type: \"online\", active: 1)\n  presential: courseCount(type: \"presential\")\n  presentialActive: courseCount(type: \"presential\", active: 1)\n}"): typeof import('./graphql').CourseCountsDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query TrendingCourses($limit: Int) {\n  coursesOnlineTrending(limit: $limit) { id title total }\n  coursesPresentialTrending(limit: $limit) { id title total }\n}"): typeof import('./graphql').TrendingCoursesDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query VideoPlatformExternal { video_platform_external }"): typeof import('./graphql').VideoPlatformExternalDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation DeleteVideoMedia($id: Int!) { deleteVideoMedia(id: $id) }"): typeof import('./graphql').DeleteVideoMediaDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation SaveVideoMedia($id: Int, $updated_at: String, $input: VideoMediaInput!) {\n  createOrUpdateVideoMedia(id: $id, updated_at: $updated_at, input: $input) { ...VideoMediaFields }\n}"): typeof import('./graphql').SaveVideoMediaDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query VideoMediaList($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  video_media_collection(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { ...VideoMediaFields }\n  video_media_count(search: $search)\n}"): typeof import('./graphql').VideoMediaListDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "fragment VideoMediaFields on VideoMedia {\n  id media_id title category status published_at duration_seconds created_at updated_at\n}"): typeof import('./graphql').VideoMediaFieldsFragmentDoc;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query VideoMedia($id: Int!) { video_media(id: $id) { ...VideoMediaFields } }"): typeof import('./graphql').VideoMediaDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query TrailsByItem($item_id: Int!, $type_content: String!) {\n  trailsByItem(item_id: $item_id, type_content: $type_content) { id title }\n}"): typeof import('./graphql').TrailsByItemDocument;


export function lmsGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
