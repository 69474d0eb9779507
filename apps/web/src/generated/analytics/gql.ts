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
    "query RoomAudienceCount($chat_id: Int!, $status: String) { countUsersByChat(chat_id: $chat_id, status: $status) }": typeof types.RoomAudienceCountDocument,
    "query RoomAudienceBreakdown($chat_id: Int!, $status: String, $field: String!) {\n  countUsersProfilesByChat(chat_id: $chat_id, status: $status, field: $field) { label total }\n}": typeof types.RoomAudienceBreakdownDocument,
    "query RoomAudienceUsers($chat_id: Int!, $status: String, $limit: Int, $page: Int) {\n  getUsersByChat(chat_id: $chat_id, status: $status, limit: $limit, page: $page) { id name uid profile_title online first_seen_at last_seen_at }\n}": typeof types.RoomAudienceUsersDocument,
    "query PageViews($today: String!, $d0: String!, $d1: String!, $d2: String!, $d3: String!, $d4: String!, $d5: String!, $d6: String!, $d7: String!, $d8: String!, $d9: String!) {\n  today: countPages(day: $today)\n  total: countPages\n  d0: countPages(day: $d0)\n  d1: countPages(day: $d1)\n  d2: countPages(day: $d2)\n  d3: countPages(day: $d3)\n  d4: countPages(day: $d4)\n  d5: countPages(day: $d5)\n  d6: countPages(day: $d6)\n  d7: countPages(day: $d7)\n  d8: countPages(day: $d8)\n  d9: countPages(day: $d9)\n}": typeof types.PageViewsDocument,
};
const documents: Documents = {
    "query RoomAudienceCount($chat_id: Int!, $status: String) { countUsersByChat(chat_id: $chat_id, status: $status) }": types.RoomAudienceCountDocument,
    "query RoomAudienceBreakdown($chat_id: Int!, $status: String, $field: String!) {\n  countUsersProfilesByChat(chat_id: $chat_id, status: $status, field: $field) { label total }\n}": types.RoomAudienceBreakdownDocument,
    "query RoomAudienceUsers($chat_id: Int!, $status: String, $limit: Int, $page: Int) {\n  getUsersByChat(chat_id: $chat_id, status: $status, limit: $limit, page: $page) { id name uid profile_title online first_seen_at last_seen_at }\n}": types.RoomAudienceUsersDocument,
    "query PageViews($today: String!, $d0: String!, $d1: String!, $d2: String!, $d3: String!, $d4: String!, $d5: String!, $d6: String!, $d7: String!, $d8: String!, $d9: String!) {\n  today: countPages(day: $today)\n  total: countPages\n  d0: countPages(day: $d0)\n  d1: countPages(day: $d1)\n  d2: countPages(day: $d2)\n  d3: countPages(day: $d3)\n  d4: countPages(day: $d4)\n  d5: countPages(day: $d5)\n  d6: countPages(day: $d6)\n  d7: countPages(day: $d7)\n  d8: countPages(day: $d8)\n  d9: countPages(day: $d9)\n}": types.PageViewsDocument,
};

/**
 * The analyticsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function analyticsGraphql(source: "query RoomAudienceCount($chat_id: Int!, $status: String) { countUsersByChat(chat_id: $chat_id, status: $status) }"): typeof import('./graphql').RoomAudienceCountDocument;
/**
 * The analyticsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function analyticsGraphql(source: "query RoomAudienceBreakdown($chat_id: Int!, $status: String, $field: String!) {\n  countUsersProfilesByChat(chat_id: $chat_id, status: $status, field: $field) { label total }\n}"): typeof import('./graphql').RoomAudienceBreakdownDocument;
/**
 * The analyticsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function analyticsGraphql(source: "query RoomAudienceUsers($chat_id: Int!, $status: String, $limit: Int, $page: Int) {\n  getUsersByChat(chat_id: $chat_id, status: $status, limit: $limit, page: $page) { id name uid profile_title online first_seen_at last_seen_at }\n}"): typeof import('./graphql').RoomAudienceUsersDocument;
/**
 * The analyticsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function analyticsGraphql(source: "query PageViews($today: String!, $d0: String!, $d1: String!, $d2: String!, $d3: String!, $d4: String!, $d5: String!, $d6: String!, $d7: String!, $d8: String!, $d9: String!) {\n  today: countPages(day: $today)\n  total: countPages\n  d0: countPages(day: $d0)\n  d1: countPages(day: $d1)\n  d2: countPages(day: $d2)\n  d3: countPages(day: $d3)\n  d4: countPages(day: $d4)\n  d5: countPages(day: $d5)\n  d6: countPages(day: $d6)\n  d7: countPages(day: $d7)\n  d8: countPages(day: $d8)\n  d9: countPages(day: $d9)\n}"): typeof import('./graphql').PageViewsDocument;


export function analyticsGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
