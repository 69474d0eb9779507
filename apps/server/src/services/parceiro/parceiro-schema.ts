import { z } from 'zod';
import { listArgs } from '@backoffice/domain/schemas/list';
import { required } from '@backoffice/domain/schemas/messages';
import { parceiroInput } from '@backoffice/domain/schemas/registration';
import { recordId } from '@backoffice/domain/schemas/record-id';
import type { ServicePart } from '../../platform/graphql/service-part.ts';
import { operation, saveOperation } from '../../platform/graphql/operation.ts';
import { requestedFields, totalsFor } from '../../platform/graphql/requested-fields.ts';
import * as store from './parceiro-store.ts';
import { verifyIdentifier } from './real-estate-base-store.ts';

const id = z.object({ id: recordId() });
const search = z.object({ search: listArgs.shape.search });

/** SSO Parceiros: the partner registrations and the real-estate check of /api/v1/parceiro/graphql. */
export const parceiroSchema: ServicePart<'parceiro'> = {
  typeDefs: [
    /* GraphQL */ `
    type BranchRef { id: Int!, value: String! }
    type Parceiro {
      id: Int!
      user_id: Int
      name: String!
      email: String!
      "Digits only."
      cpf: String!
      company: String
      role: String
      phone: String
      branch: BranchRef
      "Approved (true), rejected (false) or not defined (null); only for branch 298188."
      status: Boolean
      "Same as status (the input's name)."
      aprovado: Boolean
      cnpj_cpf_imobiliaria: String
      cod_imobiliaria: String
      created_at: String!
      created_by: Int
      updated_at: String!
      updated_by: Int
    }
    input ParceiroInput {
      name: String, email: String, cpf: String, company: String, role: String, phone: String, branch: Int,
      aprovado: Boolean, cnpj_cpf_imobiliaria: String, cod_imobiliaria: String
    }
    type BaseImobiliaria { exists: Boolean!, name: String, document: String, code: String }
    extend type Query {
      cadastros_collections(search: String, limit: Int, page: Int, order: String, orderby: String): [Parceiro!]!
      cadastros_count(search: String): Int!
      cadastro(id: Int!): Parceiro
      "null while the real-estate base is empty (nothing can be validated yet)."
      verifica_base_imobiliaria(identificador: String!): BaseImobiliaria
    }
    type Mutation {
      createOrUpdateCadastro(id: Int, updated_at: String, input: ParceiroInput!): Parceiro!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        cadastros_collections: operation({
          access: 'Parceiro',
          args: listArgs,
          resolve: (a, ctx, info) => store.listParceiros(ctx.db, a, requestedFields(info), totalsFor(ctx, info, 'cadastros_count')),
        }),
        cadastros_count: operation({
          access: 'Parceiro',
          args: search,
          resolve: (a, { db, lists }) => store.countParceiros(db, listArgs.parse(a), lists),
        }),
        cadastro: operation({ access: 'Parceiro', args: id, resolve: (a, { db }) => store.findParceiro(db, a.id) }),
        verifica_base_imobiliaria: operation({
          access: 'Parceiro',
          args: z.object({
            identificador: z.string().trim().min(1, required('CNPJ/CPF ou código da imobiliária')).max(40),
          }),
          resolve: (a, { db }) => verifyIdentifier(db, a.identificador),
        }),
      },
      Mutation: {
        createOrUpdateCadastro: saveOperation({
          access: 'Parceiro',
          fields: 'input',
          schema: parceiroInput,
          resolve: (save, { db, user }) => store.saveParceiro(db, user, save),
        }),
      },
    },
  ],
};
