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
    "query Corretor($id: Int!) { cadastro(id: $id) { id name email cpf susep grupo telefone papel updated_at } }": typeof types.CorretorDocument,
    "query Corretores($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  cadastros_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id name email cpf susep\n  }\n  cadastros_count(search: $search)\n}": typeof types.CorretoresDocument,
    "mutation SaveCorretor($id: Int, $updated_at: String, $input: CorretorInput!) {\n  createOrUpdateCadastro(id: $id, updated_at: $updated_at, input: $input) { id updated_at }\n}": typeof types.SaveCorretorDocument,
};
const documents: Documents = {
    "query Corretor($id: Int!) { cadastro(id: $id) { id name email cpf susep grupo telefone papel updated_at } }": types.CorretorDocument,
    "query Corretores($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  cadastros_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id name email cpf susep\n  }\n  cadastros_count(search: $search)\n}": types.CorretoresDocument,
    "mutation SaveCorretor($id: Int, $updated_at: String, $input: CorretorInput!) {\n  createOrUpdateCadastro(id: $id, updated_at: $updated_at, input: $input) { id updated_at }\n}": types.SaveCorretorDocument,
};

/**
 * The corretorGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function corretorGraphql(source: "query Corretor($id: Int!) { cadastro(id: $id) { id name email cpf susep grupo telefone papel updated_at } }"): typeof import('./graphql').CorretorDocument;
/**
 * The corretorGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function corretorGraphql(source: "query Corretores($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  cadastros_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id name email cpf susep\n  }\n  cadastros_count(search: $search)\n}"): typeof import('./graphql').CorretoresDocument;
/**
 * The corretorGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function corretorGraphql(source: "mutation SaveCorretor($id: Int, $updated_at: String, $input: CorretorInput!) {\n  createOrUpdateCadastro(id: $id, updated_at: $updated_at, input: $input) { id updated_at }\n}"): typeof import('./graphql').SaveCorretorDocument;


export function corretorGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
