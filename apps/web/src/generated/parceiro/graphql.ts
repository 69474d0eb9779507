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

export type BranchQueryVariables = Exact<{
  id: number;
}>;


export type BranchQuery = { branch: { id: number, value: string, updated_at: string } | null };

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

export type SaveBranchMutationVariables = Exact<{
  id?: number | null | undefined;
  updated_at?: string | null | undefined;
  input: BranchInput;
}>;


export type SaveBranchMutation = { createOrUpdateBranch: { id: number, value: string, updated_at: string } };

export type ParceiroQueryVariables = Exact<{
  id: number;
}>;


export type ParceiroQuery = { cadastro: { id: number, name: string, email: string, cpf: string, company: string | null, role: string | null, phone: string | null, status: boolean | null, cnpj_cpf_imobiliaria: string | null, cod_imobiliaria: string | null, updated_at: string, branch: { id: number, value: string } | null } | null };

export type ParceirosQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderby?: string | null | undefined;
}>;


export type ParceirosQuery = { cadastros_count: number, cadastros_collections: Array<{ id: number, name: string, email: string, cpf: string, branch: { id: number, value: string } | null }> };

export type SaveParceiroMutationVariables = Exact<{
  id?: number | null | undefined;
  updated_at?: string | null | undefined;
  input: ParceiroInput;
}>;


export type SaveParceiroMutation = { createOrUpdateCadastro: { id: number, updated_at: string } };

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

export const BranchDocument = new TypedDocumentString(`
    query Branch($id: Int!) {
  branch(id: $id) {
    id
    value
    updated_at
  }
}
    `) as unknown as TypedDocumentString<BranchQuery, BranchQueryVariables>;
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
export const SaveBranchDocument = new TypedDocumentString(`
    mutation SaveBranch($id: Int, $updated_at: String, $input: BranchInput!) {
  createOrUpdateBranch(id: $id, updated_at: $updated_at, input: $input) {
    id
    value
    updated_at
  }
}
    `) as unknown as TypedDocumentString<SaveBranchMutation, SaveBranchMutationVariables>;
export const ParceiroDocument = new TypedDocumentString(`
    query Parceiro($id: Int!) {
  cadastro(id: $id) {
    id
    name
    email
    cpf
    company
    role
    phone
    branch {
      id
      value
    }
    status
    cnpj_cpf_imobiliaria
    cod_imobiliaria
    updated_at
  }
}
    `) as unknown as TypedDocumentString<ParceiroQuery, ParceiroQueryVariables>;
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
export const SaveParceiroDocument = new TypedDocumentString(`
    mutation SaveParceiro($id: Int, $updated_at: String, $input: ParceiroInput!) {
  createOrUpdateCadastro(id: $id, updated_at: $updated_at, input: $input) {
    id
    updated_at
  }
}
    `) as unknown as TypedDocumentString<SaveParceiroMutation, SaveParceiroMutationVariables>;
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