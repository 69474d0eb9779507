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
    "fragment ContentRecord on Content {\n  active\n  content\n  created_at\n  created_by\n  created_by_name\n  date_publish\n  date_unpublish\n  directlink\n  id\n  module_name\n  thumbnail\n  title\n  updated_at\n  updated_by\n  updated_by_name\n}\n\nmutation SaveContentRecord($id: Int, $input: ContentInput!, $updated_at: String) {\n  createOrUpdateContent(id: $id, input: $input, updated_at: $updated_at) {\n    ...ContentRecord\n  }\n}": typeof types.ContentRecordFragmentDoc,
    "query Content($id: Int!) { content(id: $id) { ...ContentRecord } }": typeof types.ContentDocument,
    "query Contents($limit: Int, $order: String, $module_name: String) {\n  contents_collections(limit: $limit, order: $order, module_name: $module_name) { id title active date_publish thumbnail }\n}": typeof types.ContentsDocument,
    "mutation DeleteContent($id: Int!) { deleteContent(id: $id) }": typeof types.DeleteContentDocument,
};
const documents: Documents = {
    "fragment ContentRecord on Content {\n  active\n  content\n  created_at\n  created_by\n  created_by_name\n  date_publish\n  date_unpublish\n  directlink\n  id\n  module_name\n  thumbnail\n  title\n  updated_at\n  updated_by\n  updated_by_name\n}\n\nmutation SaveContentRecord($id: Int, $input: ContentInput!, $updated_at: String) {\n  createOrUpdateContent(id: $id, input: $input, updated_at: $updated_at) {\n    ...ContentRecord\n  }\n}": types.ContentRecordFragmentDoc,
    "query Content($id: Int!) { content(id: $id) { ...ContentRecord } }": types.ContentDocument,
    "query Contents($limit: Int, $order: String, $module_name: String) {\n  contents_collections(limit: $limit, order: $order, module_name: $module_name) { id title active date_publish thumbnail }\n}": types.ContentsDocument,
    "mutation DeleteContent($id: Int!) { deleteContent(id: $id) }": types.DeleteContentDocument,
};

/**
 * The cmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function cmsGraphql(source: "fragment ContentRecord on Content {\n  active\n  content\n  created_at\n  created_by\n  created_by_name\n  date_publish\n  date_unpublish\n  directlink\n  id\n  module_name\n  thumbnail\n  title\n  updated_at\n  updated_by\n  updated_by_name\n}\n\nmutation SaveContentRecord($id: Int, $input: ContentInput!, $updated_at: String) {\n  createOrUpdateContent(id: $id, input: $input, updated_at: $updated_at) {\n    ...ContentRecord\n  }\n}"): typeof import('./graphql').ContentRecordFragmentDoc;
/**
 * The cmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function cmsGraphql(source: "query Content($id: Int!) { content(id: $id) { ...ContentRecord } }"): typeof import('./graphql').ContentDocument;
/**
 * The cmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function cmsGraphql(source: "query Contents($limit: Int, $order: String, $module_name: String) {\n  contents_collections(limit: $limit, order: $order, module_name: $module_name) { id title active date_publish thumbnail }\n}"): typeof import('./graphql').ContentsDocument;
/**
 * The cmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function cmsGraphql(source: "mutation DeleteContent($id: Int!) { deleteContent(id: $id) }"): typeof import('./graphql').DeleteContentDocument;


export function cmsGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
