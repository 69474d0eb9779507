import { z } from 'zod';
import { listArgs } from '@backoffice/domain/schemas/list';
import { corretorInput } from '@backoffice/domain/schemas/registration';
import { recordId } from '@backoffice/domain/schemas/record-id';
import type { ServicePart } from '../../platform/graphql/service-part.ts';
import { operation, saveOperation } from '../../platform/graphql/operation.ts';
import { requestedFields, totalsFor } from '../../platform/graphql/requested-fields.ts';
import * as store from './corretor-store.ts';

const id = z.object({ id: recordId() });
const search = z.object({ search: listArgs.shape.search });

/** SSO Corretores: the broker registrations (cadastros) of /api/v1/corretor/graphql. */
export const corretorSchema: ServicePart<'corretor'> = {
  typeDefs: [
    /* GraphQL */ `
    type Corretor {
      id: Int!
      user_id: Int
      name: String!
      email: String!
      "Digits only."
      cpf: String!
      susep: String
      "340431 SUSEP, 340432 SUSEP PLENA."
      grupo: Int
      celular: String
      "Same as celular (the input's name)."
      telefone: String
      "1 Funcionário, 2 Sócio, 3 Preposto."
      role: Int
      "Same as role (the input's name)."
      papel: Int
      created_at: String!
      created_by: Int
      updated_at: String!
      updated_by: Int
    }
    input CorretorInput { name: String, email: String, cpf: String, susep: String, telefone: String, papel: Int, grupo: Int }
    extend type Query {
      cadastros_collections(search: String, limit: Int, page: Int, order: String, orderby: String): [Corretor!]!
      cadastros_count(search: String): Int!
      cadastro(id: Int!): Corretor
    }
    type Mutation {
      createOrUpdateCadastro(id: Int, updated_at: String, input: CorretorInput!): Corretor!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        cadastros_collections: operation({
          access: 'Corretor',
          args: listArgs,
          resolve: (a, ctx, info) => store.listCorretores(ctx.db, a, requestedFields(info), totalsFor(ctx, info, 'cadastros_count')),
        }),
        cadastros_count: operation({
          access: 'Corretor',
          args: search,
          resolve: (a, { db, lists }) => store.countCorretores(db, listArgs.parse(a), lists),
        }),
        cadastro: operation({ access: 'Corretor', args: id, resolve: (a, { db }) => store.findCorretor(db, a.id) }),
      },
      Mutation: {
        createOrUpdateCadastro: saveOperation({
          access: 'Corretor',
          fields: 'input',
          schema: corretorInput,
          resolve: (save, { db, user }) => store.saveCorretor(db, user, save),
        }),
      },
    },
  ],
};
