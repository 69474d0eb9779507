/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CorretorInput = {
  cpf?: string | null | undefined;
  email?: string | null | undefined;
  grupo?: number | null | undefined;
  name?: string | null | undefined;
  papel?: number | null | undefined;
  susep?: string | null | undefined;
  telefone?: string | null | undefined;
};

export type CorretorRecordFragment = { celular: string | null, cpf: string, created_at: string, created_by: number | null, email: string, grupo: number | null, id: number, name: string, papel: number | null, role: number | null, susep: string | null, telefone: string | null, updated_at: string, updated_by: number | null, user_id: number | null };

export type SaveCorretorRecordMutationVariables = Exact<{
  id?: number | null | undefined;
  input: CorretorInput;
  updated_at?: string | null | undefined;
}>;


export type SaveCorretorRecordMutation = { createOrUpdateCadastro: { celular: string | null, cpf: string, created_at: string, created_by: number | null, email: string, grupo: number | null, id: number, name: string, papel: number | null, role: number | null, susep: string | null, telefone: string | null, updated_at: string, updated_by: number | null, user_id: number | null } };

export type CorretorQueryVariables = Exact<{
  id: number;
}>;


export type CorretorQuery = { cadastro: { celular: string | null, cpf: string, created_at: string, created_by: number | null, email: string, grupo: number | null, id: number, name: string, papel: number | null, role: number | null, susep: string | null, telefone: string | null, updated_at: string, updated_by: number | null, user_id: number | null } | null };

export type CorretoresQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderby?: string | null | undefined;
}>;


export type CorretoresQuery = { cadastros_count: number, cadastros_collections: Array<{ id: number, name: string, email: string, cpf: string, susep: string | null }> };

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
export const CorretorRecordFragmentDoc = new TypedDocumentString(`
    fragment CorretorRecord on Corretor {
  celular
  cpf
  created_at
  created_by
  email
  grupo
  id
  name
  papel
  role
  susep
  telefone
  updated_at
  updated_by
  user_id
}
    `, {"fragmentName":"CorretorRecord"}) as unknown as TypedDocumentString<CorretorRecordFragment, unknown>;
export const SaveCorretorRecordDocument = new TypedDocumentString(`
    mutation SaveCorretorRecord($id: Int, $input: CorretorInput!, $updated_at: String) {
  createOrUpdateCadastro(id: $id, input: $input, updated_at: $updated_at) {
    ...CorretorRecord
  }
}
    fragment CorretorRecord on Corretor {
  celular
  cpf
  created_at
  created_by
  email
  grupo
  id
  name
  papel
  role
  susep
  telefone
  updated_at
  updated_by
  user_id
}`) as unknown as TypedDocumentString<SaveCorretorRecordMutation, SaveCorretorRecordMutationVariables>;
export const CorretorDocument = new TypedDocumentString(`
    query Corretor($id: Int!) {
  cadastro(id: $id) {
    ...CorretorRecord
  }
}
    fragment CorretorRecord on Corretor {
  celular
  cpf
  created_at
  created_by
  email
  grupo
  id
  name
  papel
  role
  susep
  telefone
  updated_at
  updated_by
  user_id
}`) as unknown as TypedDocumentString<CorretorQuery, CorretorQueryVariables>;
export const CorretoresDocument = new TypedDocumentString(`
    query Corretores($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
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
    susep
  }
  cadastros_count(search: $search)
}
    `) as unknown as TypedDocumentString<CorretoresQuery, CorretoresQueryVariables>;