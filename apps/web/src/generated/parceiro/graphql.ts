/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BranchInput = {
  value?: string | null | undefined;
};

export type ParceiroInput = {
  aprovado?: boolean | null | undefined;
  branch?: number | null | undefined;
  cnpj_cpf_imobiliaria?: string | null | undefined;
  cod_imobiliaria?: string | null | undefined;
  company?: string | null | undefined;
  cpf?: string | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  role?: string | null | undefined;
};

export type BranchRecordFragment = { id: number, updated_at: string, value: string };

export type ParceiroRecordFragment = { aprovado: boolean | null, cnpj_cpf_imobiliaria: string | null, cod_imobiliaria: string | null, company: string | null, cpf: string, created_at: string, created_by: number | null, email: string, id: number, name: string, phone: string | null, role: string | null, status: boolean | null, updated_at: string, updated_by: number | null, user_id: number | null, branch: { id: number, value: string } | null };

export type SaveBranchRecordMutationVariables = Exact<{
  id?: number | null | undefined;
  input: BranchInput;
  updated_at?: string | null | undefined;
}>;


export type SaveBranchRecordMutation = { createOrUpdateBranch: { id: number, updated_at: string, value: string } };

export type SaveParceiroRecordMutationVariables = Exact<{
  id?: number | null | undefined;
  input: ParceiroInput;
  updated_at?: string | null | undefined;
}>;


export type SaveParceiroRecordMutation = { createOrUpdateCadastro: { aprovado: boolean | null, cnpj_cpf_imobiliaria: string | null, cod_imobiliaria: string | null, company: string | null, cpf: string, created_at: string, created_by: number | null, email: string, id: number, name: string, phone: string | null, role: string | null, status: boolean | null, updated_at: string, updated_by: number | null, user_id: number | null, branch: { id: number, value: string } | null } };

export type BranchQueryVariables = Exact<{
  id: number;
}>;


export type BranchQuery = { branch: { id: number, updated_at: string, value: string } | null };

export type BranchesQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderby?: string | null | undefined;
}>;


export type BranchesQuery = { branch_count: number, branch_collections: Array<{ id: number, value: string, updated_at: string }> };

export type DeleteBranchMutationVariables = Exact<{
  id: number;
}>;


export type DeleteBranchMutation = { deleteBranch: boolean };

export type ParceiroQueryVariables = Exact<{
  id: number;
}>;


export type ParceiroQuery = { cadastro: { aprovado: boolean | null, cnpj_cpf_imobiliaria: string | null, cod_imobiliaria: string | null, company: string | null, cpf: string, created_at: string, created_by: number | null, email: string, id: number, name: string, phone: string | null, role: string | null, status: boolean | null, updated_at: string, updated_by: number | null, user_id: number | null, branch: { id: number, value: string } | null } | null };

export type ParceirosQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderby?: string | null | undefined;
}>;


export type ParceirosQuery = { cadastros_count: number, cadastros_collections: Array<{ id: number, name: string, email: string, cpf: string, branch: { id: number, value: string } | null }> };

export type VerifyRealEstateQueryVariables = Exact<{
  identificador: string;
}>;


export type VerifyRealEstateQuery = { verifica_base_imobiliaria: { exists: boolean, name: string | null, document: string | null, code: string | null } | null };

export type BranchOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BranchOptionsQuery = { branch_collections: Array<{ id: number, value: string }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const BranchRecordFragmentDoc = new TypedDocumentString(`
    fragment BranchRecord on Branch {
  id
  updated_at
  value
}
    `, {"fragmentName":"BranchRecord"}) as unknown as TypedDocumentString<BranchRecordFragment, unknown>;
export const ParceiroRecordFragmentDoc = new TypedDocumentString(`
    fragment ParceiroRecord on Parceiro {
  aprovado
  branch {
    id
    value
  }
  cnpj_cpf_imobiliaria
  cod_imobiliaria
  company
  cpf
  created_at
  created_by
  email
  id
  name
  phone
  role
  status
  updated_at
  updated_by
  user_id
}
    `, {"fragmentName":"ParceiroRecord"}) as unknown as TypedDocumentString<ParceiroRecordFragment, unknown>;
export const SaveBranchRecordDocument = new TypedDocumentString(`
    mutation SaveBranchRecord($id: Int, $input: BranchInput!, $updated_at: String) {
  createOrUpdateBranch(id: $id, input: $input, updated_at: $updated_at) {
    ...BranchRecord
  }
}
    fragment BranchRecord on Branch {
  id
  updated_at
  value
}`) as unknown as TypedDocumentString<SaveBranchRecordMutation, SaveBranchRecordMutationVariables>;
export const SaveParceiroRecordDocument = new TypedDocumentString(`
    mutation SaveParceiroRecord($id: Int, $input: ParceiroInput!, $updated_at: String) {
  createOrUpdateCadastro(id: $id, input: $input, updated_at: $updated_at) {
    ...ParceiroRecord
  }
}
    fragment ParceiroRecord on Parceiro {
  aprovado
  branch {
    id
    value
  }
  cnpj_cpf_imobiliaria
  cod_imobiliaria
  company
  cpf
  created_at
  created_by
  email
  id
  name
  phone
  role
  status
  updated_at
  updated_by
  user_id
}`) as unknown as TypedDocumentString<SaveParceiroRecordMutation, SaveParceiroRecordMutationVariables>;
export const BranchDocument = new TypedDocumentString(`
    query Branch($id: Int!) {
  branch(id: $id) {
    ...BranchRecord
  }
}
    fragment BranchRecord on Branch {
  id
  updated_at
  value
}`) as unknown as TypedDocumentString<BranchQuery, BranchQueryVariables>;
export const BranchesDocument = new TypedDocumentString(`
    query Branches($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  branch_collections(
    search: $search
    limit: $limit
    page: $page
    order: $order
    orderby: $orderby
  ) {
    id
    value
    updated_at
  }
  branch_count(search: $search)
}
    `) as unknown as TypedDocumentString<BranchesQuery, BranchesQueryVariables>;
export const DeleteBranchDocument = new TypedDocumentString(`
    mutation DeleteBranch($id: Int!) {
  deleteBranch(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteBranchMutation, DeleteBranchMutationVariables>;
export const ParceiroDocument = new TypedDocumentString(`
    query Parceiro($id: Int!) {
  cadastro(id: $id) {
    ...ParceiroRecord
  }
}
    fragment ParceiroRecord on Parceiro {
  aprovado
  branch {
    id
    value
  }
  cnpj_cpf_imobiliaria
  cod_imobiliaria
  company
  cpf
  created_at
  created_by
  email
  id
  name
  phone
  role
  status
  updated_at
  updated_by
  user_id
}`) as unknown as TypedDocumentString<ParceiroQuery, ParceiroQueryVariables>;
export const ParceirosDocument = new TypedDocumentString(`
    query Parceiros($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  cadastros_collections(
    search: $search
    limit: $limit
    page: $page
    order: $order
    orderby: $orderby
  ) {
    id
    name
    email
    cpf
    branch {
      id
      value
    }
  }
  cadastros_count(search: $search)
}
    `) as unknown as TypedDocumentString<ParceirosQuery, ParceirosQueryVariables>;
export const VerifyRealEstateDocument = new TypedDocumentString(`
    query VerifyRealEstate($identificador: String!) {
  verifica_base_imobiliaria(identificador: $identificador) {
    exists
    name
    document
    code
  }
}
    `) as unknown as TypedDocumentString<VerifyRealEstateQuery, VerifyRealEstateQueryVariables>;
export const BranchOptionsDocument = new TypedDocumentString(`
    query BranchOptions {
  branch_collections(limit: 200, orderby: "name", order: "asc") {
    id
    value
  }
}
    `) as unknown as TypedDocumentString<BranchOptionsQuery, BranchOptionsQueryVariables>;