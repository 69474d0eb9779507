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
    "fragment BulkRunFields on BulkRun { id kind action status total processed done refused { id reason } error }": typeof types.BulkRunFieldsFragmentDoc,
    "mutation RunBulkAction($kind: String!, $action: String!, $selection: BulkSelection!, $profile_id: Int, $account_field_value_id: Int, $reason: String) {\n  runBulkAction(kind: $kind, action: $action, selection: $selection, profile_id: $profile_id, account_field_value_id: $account_field_value_id, reason: $reason) { ...BulkRunFields }\n}": typeof types.RunBulkActionDocument,
    "query BulkRunStatus($id: Int!) { bulk_run(id: $id) { ...BulkRunFields } }": typeof types.BulkRunStatusDocument,
};
const documents: Documents = {
    "fragment BulkRunFields on BulkRun { id kind action status total processed done refused { id reason } error }": types.BulkRunFieldsFragmentDoc,
    "mutation RunBulkAction($kind: String!, $action: String!, $selection: BulkSelection!, $profile_id: Int, $account_field_value_id: Int, $reason: String) {\n  runBulkAction(kind: $kind, action: $action, selection: $selection, profile_id: $profile_id, account_field_value_id: $account_field_value_id, reason: $reason) { ...BulkRunFields }\n}": types.RunBulkActionDocument,
    "query BulkRunStatus($id: Int!) { bulk_run(id: $id) { ...BulkRunFields } }": types.BulkRunStatusDocument,
};

/**
 * The bulkGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function bulkGraphql(source: "fragment BulkRunFields on BulkRun { id kind action status total processed done refused { id reason } error }"): typeof import('./graphql').BulkRunFieldsFragmentDoc;
/**
 * The bulkGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function bulkGraphql(source: "mutation RunBulkAction($kind: String!, $action: String!, $selection: BulkSelection!, $profile_id: Int, $account_field_value_id: Int, $reason: String) {\n  runBulkAction(kind: $kind, action: $action, selection: $selection, profile_id: $profile_id, account_field_value_id: $account_field_value_id, reason: $reason) { ...BulkRunFields }\n}"): typeof import('./graphql').RunBulkActionDocument;
/**
 * The bulkGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function bulkGraphql(source: "query BulkRunStatus($id: Int!) { bulk_run(id: $id) { ...BulkRunFields } }"): typeof import('./graphql').BulkRunStatusDocument;


export function bulkGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
