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
    "query BinDeleters { bin_deleters { id name } }": typeof types.BinDeletersDocument,
    "query BinEntries($type: String, $deleted_by: Int, $page: Int, $limit: Int) {\n  bin_entries(type: $type, deleted_by: $deleted_by, page: $page, limit: $limit) {\n    id type type_label title record_id deleted_by deleted_by_name deleted_at days_left\n  }\n  bin_count(type: $type, deleted_by: $deleted_by)\n}": typeof types.BinEntriesDocument,
    "mutation PurgeBinEntry($id: Int!) { purgeBinEntry(id: $id) }": typeof types.PurgeBinEntryDocument,
    "mutation RestoreBinEntry($id: Int!) {\n  restoreBinEntry(id: $id) { type record_id not_restored }\n}": typeof types.RestoreBinEntryDocument,
};
const documents: Documents = {
    "query BinDeleters { bin_deleters { id name } }": types.BinDeletersDocument,
    "query BinEntries($type: String, $deleted_by: Int, $page: Int, $limit: Int) {\n  bin_entries(type: $type, deleted_by: $deleted_by, page: $page, limit: $limit) {\n    id type type_label title record_id deleted_by deleted_by_name deleted_at days_left\n  }\n  bin_count(type: $type, deleted_by: $deleted_by)\n}": types.BinEntriesDocument,
    "mutation PurgeBinEntry($id: Int!) { purgeBinEntry(id: $id) }": types.PurgeBinEntryDocument,
    "mutation RestoreBinEntry($id: Int!) {\n  restoreBinEntry(id: $id) { type record_id not_restored }\n}": types.RestoreBinEntryDocument,
};

/**
 * The binGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function binGraphql(source: "query BinDeleters { bin_deleters { id name } }"): typeof import('./graphql').BinDeletersDocument;
/**
 * The binGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function binGraphql(source: "query BinEntries($type: String, $deleted_by: Int, $page: Int, $limit: Int) {\n  bin_entries(type: $type, deleted_by: $deleted_by, page: $page, limit: $limit) {\n    id type type_label title record_id deleted_by deleted_by_name deleted_at days_left\n  }\n  bin_count(type: $type, deleted_by: $deleted_by)\n}"): typeof import('./graphql').BinEntriesDocument;
/**
 * The binGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function binGraphql(source: "mutation PurgeBinEntry($id: Int!) { purgeBinEntry(id: $id) }"): typeof import('./graphql').PurgeBinEntryDocument;
/**
 * The binGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function binGraphql(source: "mutation RestoreBinEntry($id: Int!) {\n  restoreBinEntry(id: $id) { type record_id not_restored }\n}"): typeof import('./graphql').RestoreBinEntryDocument;


export function binGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
