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
    "fragment BranchRecord on Branch {\n  id\n  updated_at\n  value\n}\n\nfragment ParceiroRecord on Parceiro {\n  aprovado\n  branch {\n    id\n    value\n  }\n  cnpj_cpf_imobiliaria\n  cod_imobiliaria\n  company\n  cpf\n  created_at\n  created_by\n  email\n  id\n  name\n  phone\n  role\n  status\n  updated_at\n  updated_by\n  user_id\n}\n\nmutation SaveBranchRecord($id: Int, $input: BranchInput!, $updated_at: String) {\n  createOrUpdateBranch(id: $id, input: $input, updated_at: $updated_at) {\n    ...BranchRecord\n  }\n}\n\nmutation SaveParceiroRecord($id: Int, $input: ParceiroInput!, $updated_at: String) {\n  createOrUpdateCadastro(id: $id, input: $input, updated_at: $updated_at) {\n    ...ParceiroRecord\n  }\n}": typeof types.BranchRecordFragmentDoc,
    "query Branch($id: Int!) { branch(id: $id) { ...BranchRecord } }": typeof types.BranchDocument,
    "query Branches($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  branch_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { id value updated_at }\n  branch_count(search: $search)\n}": typeof types.BranchesDocument,
    "mutation DeleteBranch($id: Int!) { deleteBranch(id: $id) }": typeof types.DeleteBranchDocument,
    "query Parceiro($id: Int!) { cadastro(id: $id) { ...ParceiroRecord } }": typeof types.ParceiroDocument,
    "query Parceiros($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  cadastros_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id name email cpf branch { id value }\n  }\n  cadastros_count(search: $search)\n}": typeof types.ParceirosDocument,
    "query VerifyRealEstate($identificador: String!) {\n  verifica_base_imobiliaria(identificador: $identificador) { exists name document code }\n}": typeof types.VerifyRealEstateDocument,
    "query BranchOptions { branch_collections(limit: 200, orderby: \"name\", order: \"asc\") { id value } }": typeof types.BranchOptionsDocument,
};
const documents: Documents = {
    "fragment BranchRecord on Branch {\n  id\n  updated_at\n  value\n}\n\nfragment ParceiroRecord on Parceiro {\n  aprovado\n  branch {\n    id\n    value\n  }\n  cnpj_cpf_imobiliaria\n  cod_imobiliaria\n  company\n  cpf\n  created_at\n  created_by\n  email\n  id\n  name\n  phone\n  role\n  status\n  updated_at\n  updated_by\n  user_id\n}\n\nmutation SaveBranchRecord($id: Int, $input: BranchInput!, $updated_at: String) {\n  createOrUpdateBranch(id: $id, input: $input, updated_at: $updated_at) {\n    ...BranchRecord\n  }\n}\n\nmutation SaveParceiroRecord($id: Int, $input: ParceiroInput!, $updated_at: String) {\n  createOrUpdateCadastro(id: $id, input: $input, updated_at: $updated_at) {\n    ...ParceiroRecord\n  }\n}": types.BranchRecordFragmentDoc,
    "query Branch($id: Int!) { branch(id: $id) { ...BranchRecord } }": types.BranchDocument,
    "query Branches($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  branch_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { id value updated_at }\n  branch_count(search: $search)\n}": types.BranchesDocument,
    "mutation DeleteBranch($id: Int!) { deleteBranch(id: $id) }": types.DeleteBranchDocument,
    "query Parceiro($id: Int!) { cadastro(id: $id) { ...ParceiroRecord } }": types.ParceiroDocument,
    "query Parceiros($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  cadastros_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id name email cpf branch { id value }\n  }\n  cadastros_count(search: $search)\n}": types.ParceirosDocument,
    "query VerifyRealEstate($identificador: String!) {\n  verifica_base_imobiliaria(identificador: $identificador) { exists name document code }\n}": types.VerifyRealEstateDocument,
    "query BranchOptions { branch_collections(limit: 200, orderby: \"name\", order: \"asc\") { id value } }": types.BranchOptionsDocument,
};

/**
 * The parceiroGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function parceiroGraphql(source: "fragment BranchRecord on Branch {\n  id\n  updated_at\n  value\n}\n\nfragment ParceiroRecord on Parceiro {\n  aprovado\n  branch {\n    id\n    value\n  }\n  cnpj_cpf_imobiliaria\n  cod_imobiliaria\n  company\n  cpf\n  created_at\n  created_by\n  email\n  id\n  name\n  phone\n  role\n  status\n  updated_at\n  updated_by\n  user_id\n}\n\nmutation SaveBranchRecord($id: Int, $input: BranchInput!, $updated_at: String) {\n  createOrUpdateBranch(id: $id, input: $input, updated_at: $updated_at) {\n    ...BranchRecord\n  }\n}\n\nmutation SaveParceiroRecord($id: Int, $input: ParceiroInput!, $updated_at: String) {\n  createOrUpdateCadastro(id: $id, input: $input, updated_at: $updated_at) {\n    ...ParceiroRecord\n  }\n}"): typeof import('./graphql').BranchRecordFragmentDoc;
/**
 * The parceiroGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function parceiroGraphql(source: "query Branch($id: Int!) { branch(id: $id) { ...BranchRecord } }"): typeof import('./graphql').BranchDocument;
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
export function parceiroGraphql(source: "query Parceiro($id: Int!) { cadastro(id: $id) { ...ParceiroRecord } }"): typeof import('./graphql').ParceiroDocument;
/**
 * The parceiroGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function parceiroGraphql(source: "query Parceiros($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  cadastros_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id name email cpf branch { id value }\n  }\n  cadastros_count(search: $search)\n}"): typeof import('./graphql').ParceirosDocument;
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
