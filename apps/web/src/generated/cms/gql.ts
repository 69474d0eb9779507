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
    "query Content($id: Int!) {\n  content(id: $id) {\n    id module_name title content thumbnail directlink active date_publish date_unpublish\n    created_at created_by created_by_name updated_at updated_by updated_by_name\n  }\n}": typeof types.ContentDocument,
    "query Contents($limit: Int, $order: String, $module_name: String) {\n  contents_collections(limit: $limit, order: $order, module_name: $module_name) { id title active date_publish thumbnail }\n}": typeof types.ContentsDocument,
    "mutation DeleteContent($id: Int!) { deleteContent(id: $id) }": typeof types.DeleteContentDocument,
    "mutation SaveContent($id: Int, $updated_at: String, $input: ContentInput!) {\n  createOrUpdateContent(id: $id, updated_at: $updated_at, input: $input) { id title updated_at }\n}": typeof types.SaveContentDocument,
};
const documents: Documents = {
    "query Content($id: Int!) {\n  content(id: $id) {\n    id module_name title content thumbnail directlink active date_publish date_unpublish\n    created_at created_by created_by_name updated_at updated_by updated_by_name\n  }\n}": types.ContentDocument,
    "query Contents($limit: Int, $order: String, $module_name: String) {\n  contents_collections(limit: $limit, order: $order, module_name: $module_name) { id title active date_publish thumbnail }\n}": types.ContentsDocument,
    "mutation DeleteContent($id: Int!) { deleteContent(id: $id) }": types.DeleteContentDocument,
    "mutation SaveContent($id: Int, $updated_at: String, $input: ContentInput!) {\n  createOrUpdateContent(id: $id, updated_at: $updated_at, input: $input) { id title updated_at }\n}": types.SaveContentDocument,
};

/**
 * The cmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function cmsGraphql(source: "query Content($id: Int!) {\n  content(id: $id) {\n    id module_name title content thumbnail directlink active date_publish date_unpublish\n    created_at created_by created_by_name updated_at updated_by updated_by_name\n  }\n}"): typeof import('./graphql').ContentDocument;
/**
 * The cmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function cmsGraphql(source: "query Contents($limit: Int, $order: String, $module_name: String) {\n  contents_collections(limit: $limit, order: $order, module_name: $module_name) { id title active date_publish thumbnail }\n}"): typeof import('./graphql').ContentsDocument;
/**
 * The cmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function cmsGraphql(source: "mutation DeleteContent($id: Int!) { deleteContent(id: $id) }"): typeof import('./graphql').DeleteContentDocument;
/**
 * The cmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function cmsGraphql(source: "mutation SaveContent($id: Int, $updated_at: String, $input: ContentInput!) {\n  createOrUpdateContent(id: $id, updated_at: $updated_at, input: $input) { id title updated_at }\n}"): typeof import('./graphql').SaveContentDocument;


export function cmsGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
