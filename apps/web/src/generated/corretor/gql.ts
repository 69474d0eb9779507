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
    "fragment CorretorRecord on Corretor {\n  celular\n  cpf\n  created_at\n  created_by\n  email\n  grupo\n  id\n  name\n  papel\n  role\n  susep\n  telefone\n  updated_at\n  updated_by\n  user_id\n}\n\nmutation SaveCorretorRecord($id: Int, $input: CorretorInput!, $updated_at: String) {\n  createOrUpdateCadastro(id: $id, input: $input, updated_at: $updated_at) {\n    ...CorretorRecord\n  }\n}": typeof types.CorretorRecordFragmentDoc,
    "query Corretor($id: Int!) { cadastro(id: $id) { ...CorretorRecord } }": typeof types.CorretorDocument,
    "query Corretores($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  cadastros_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id name email cpf susep\n  }\n  cadastros_count(search: $search)\n}": typeof types.CorretoresDocument,
};
const documents: Documents = {
    "fragment CorretorRecord on Corretor {\n  celular\n  cpf\n  created_at\n  created_by\n  email\n  grupo\n  id\n  name\n  papel\n  role\n  susep\n  telefone\n  updated_at\n  updated_by\n  user_id\n}\n\nmutation SaveCorretorRecord($id: Int, $input: CorretorInput!, $updated_at: String) {\n  createOrUpdateCadastro(id: $id, input: $input, updated_at: $updated_at) {\n    ...CorretorRecord\n  }\n}": types.CorretorRecordFragmentDoc,
    "query Corretor($id: Int!) { cadastro(id: $id) { ...CorretorRecord } }": types.CorretorDocument,
    "query Corretores($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  cadastros_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id name email cpf susep\n  }\n  cadastros_count(search: $search)\n}": types.CorretoresDocument,
};

/**
 * The corretorGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function corretorGraphql(source: "fragment CorretorRecord on Corretor {\n  celular\n  cpf\n  created_at\n  created_by\n  email\n  grupo\n  id\n  name\n  papel\n  role\n  susep\n  telefone\n  updated_at\n  updated_by\n  user_id\n}\n\nmutation SaveCorretorRecord($id: Int, $input: CorretorInput!, $updated_at: String) {\n  createOrUpdateCadastro(id: $id, input: $input, updated_at: $updated_at) {\n    ...CorretorRecord\n  }\n}"): typeof import('./graphql').CorretorRecordFragmentDoc;
/**
 * The corretorGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function corretorGraphql(source: "query Corretor($id: Int!) { cadastro(id: $id) { ...CorretorRecord } }"): typeof import('./graphql').CorretorDocument;
/**
 * The corretorGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function corretorGraphql(source: "query Corretores($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  cadastros_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id name email cpf susep\n  }\n  cadastros_count(search: $search)\n}"): typeof import('./graphql').CorretoresDocument;


export function corretorGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
