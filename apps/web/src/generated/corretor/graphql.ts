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

export type CorretorQueryVariables = Exact<{
  id: number;
}>;


export type CorretorQuery = { cadastro: { id: number, name: string, email: string, cpf: string, susep: string | null, grupo: number | null, telefone: string | null, papel: number | null, updated_at: string } | null };

export type CorretoresQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderby?: string | null | undefined;
}>;


export type CorretoresQuery = { cadastros_count: number, cadastros_collections: Array<{ id: number, name: string, email: string, cpf: string, susep: string | null }> };

export type SaveCorretorMutationVariables = Exact<{
  id?: number | null | undefined;
  updated_at?: string | null | undefined;
  input: CorretorInput;
}>;


export type SaveCorretorMutation = { createOrUpdateCadastro: { id: number, updated_at: string } };

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

export const CorretorDocument = new TypedDocumentString(`
    query Corretor($id: Int!) {
  cadastro(id: $id) {
    id
    name
    email
    cpf
    susep
    grupo
    telefone
    papel
    updated_at
  }
}
    `) as unknown as TypedDocumentString<CorretorQuery, CorretorQueryVariables>;
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
export const SaveCorretorDocument = new TypedDocumentString(`
    mutation SaveCorretor($id: Int, $updated_at: String, $input: CorretorInput!) {
  createOrUpdateCadastro(id: $id, updated_at: $updated_at, input: $input) {
    id
    updated_at
  }
}
    `) as unknown as TypedDocumentString<SaveCorretorMutation, SaveCorretorMutationVariables>;