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
    "query Branch($id: Int!) { branch(id: $id) { id value updated_at } }": typeof types.BranchDocument,
    "query Branches($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  branch_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { id value updated_at }\n  branch_count(search: $search)\n}": typeof types.BranchesDocument,
    "mutation DeleteBranch($id: Int!) { deleteBranch(id: $id) }": typeof types.DeleteBranchDocument,
    "mutation SaveBranch($id: Int, $updated_at: String, $input: BranchInput!) {\n  createOrUpdateBranch(id: $id, updated_at: $updated_at, input: $input) { id value updated_at }\n}": typeof types.SaveBranchDocument,
    "query Parceiro($id: Int!) {\n  cadastro(id: $id) {\n    id name email cpf company role phone branch { id value } status cnpj_cpf_imobiliaria cod_imobiliaria updated_at\n  }\n}": typeof types.ParceiroDocument,
    "query Parceiros($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  cadastros_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id name email cpf branch { id value }\n  }\n  cadastros_count(search: $search)\n}": typeof types.ParceirosDocument,
    "mutation SaveParceiro($id: Int, $updated_at: String, $input: ParceiroInput!) {\n  createOrUpdateCadastro(id: $id, updated_at: $updated_at, input: $input) { id updated_at }\n}": typeof types.SaveParceiroDocument,
    "query VerifyRealEstate($identificador: String!) {\n  verifica_base_imobiliaria(identificador: $identificador) { exists name document code }\n}": typeof types.VerifyRealEstateDocument,
    "query BranchOptions { branch_collections(limit: 200, orderby: \"name\", order: \"asc\") { id value } }": typeof types.BranchOptionsDocument,
};
const documents: Documents = {
    "query Branch($id: Int!) { branch(id: $id) { id value updated_at } }": types.BranchDocument,
    "query Branches($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  branch_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { id value updated_at }\n  branch_count(search: $search)\n}": types.BranchesDocument,
    "mutation DeleteBranch($id: Int!) { deleteBranch(id: $id) }": types.DeleteBranchDocument,
    "mutation SaveBranch($id: Int, $updated_at: String, $input: BranchInput!) {\n  createOrUpdateBranch(id: $id, updated_at: $updated_at, input: $input) { id value updated_at }\n}": types.SaveBranchDocument,
    "query Parceiro($id: Int!) {\n  cadastro(id: $id) {\n    id name email cpf company role phone branch { id value } status cnpj_cpf_imobiliaria cod_imobiliaria updated_at\n  }\n}": types.ParceiroDocument,
    "query Parceiros($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  cadastros_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id name email cpf branch { id value }\n  }\n  cadastros_count(search: $search)\n}": types.ParceirosDocument,
    "mutation SaveParceiro($id: Int, $updated_at: String, $input: ParceiroInput!) {\n  createOrUpdateCadastro(id: $id, updated_at: $updated_at, input: $input) { id updated_at }\n}": types.SaveParceiroDocument,
    "query VerifyRealEstate($identificador: String!) {\n  verifica_base_imobiliaria(identificador: $identificador) { exists name document code }\n}": types.VerifyRealEstateDocument,
    "query BranchOptions { branch_collections(limit: 200, orderby: \"name\", order: \"asc\") { id value } }": types.BranchOptionsDocument,
};

/**
 * The parceiroGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function parceiroGraphql(source: "query Branch($id: Int!) { branch(id: $id) { id value updated_at } }"): typeof import('./graphql').BranchDocument;
/**
 * The parceiroGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function parceiroGraphql(source: "query Branches($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  branch_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { id value updated_at }\n  branch_count(search: $search)\n}"): typeof import('./graphql').BranchesDocument;
/**
 * The parceiroGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function parceiroGraphql(source: "mutation DeleteBranch($id: Int!) { deleteBranch(id: $id) }"): typeof import('./graphql').DeleteBranchDocument;
/**
 * The parceiroGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function parceiroGraphql(source: "mutation SaveBranch($id: Int, $updated_at: String, $input: BranchInput!) {\n  createOrUpdateBranch(id: $id, updated_at: $updated_at, input: $input) { id value updated_at }\n}"): typeof import('./graphql').SaveBranchDocument;
/**
 * The parceiroGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function parceiroGraphql(source: "query Parceiro($id: Int!) {\n  cadastro(id: $id) {\n    id name email cpf company role phone branch { id value } status cnpj_cpf_imobiliaria cod_imobiliaria updated_at\n  }\n}"): typeof import('./graphql').ParceiroDocument;
/**
 * The parceiroGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function parceiroGraphql(source: "query Parceiros($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  cadastros_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id name email cpf branch { id value }\n  }\n  cadastros_count(search: $search)\n}"): typeof import('./graphql').ParceirosDocument;
/**
 * The parceiroGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function parceiroGraphql(source: "mutation SaveParceiro($id: Int, $updated_at: String, $input: ParceiroInput!) {\n  createOrUpdateCadastro(id: $id, updated_at: $updated_at, input: $input) { id updated_at }\n}"): typeof import('./graphql').SaveParceiroDocument;
/**
 * The parceiroGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function parceiroGraphql(source: "query VerifyRealEstate($identificador: String!) {\n  verifica_base_imobiliaria(identificador: $identificador) { exists name document code }\n}"): typeof import('./graphql').VerifyRealEstateDocument;
/**
 * The parceiroGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function parceiroGraphql(source: "query BranchOptions { branch_collections(limit: 200, orderby: \"name\", order: \"asc\") { id value } }"): typeof import('./graphql').BranchOptionsDocument;


export function parceiroGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
