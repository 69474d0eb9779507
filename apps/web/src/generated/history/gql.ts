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
    "query RecordHistory($type: String!, $id: Int!, $page: Int) {\n  record_history(type: $type, id: $id, page: $page) { total entries { id at who action action_label changes { field label old new } } }\n}": typeof types.RecordHistoryDocument,
};
const documents: Documents = {
    "query RecordHistory($type: String!, $id: Int!, $page: Int) {\n  record_history(type: $type, id: $id, page: $page) { total entries { id at who action action_label changes { field label old new } } }\n}": types.RecordHistoryDocument,
};

/**
 * The historyGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function historyGraphql(source: "query RecordHistory($type: String!, $id: Int!, $page: Int) {\n  record_history(type: $type, id: $id, page: $page) { total entries { id at who action action_label changes { field label old new } } }\n}"): typeof import('./graphql').RecordHistoryDocument;


export function historyGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
