import { z } from 'zod';
import { instructorInput } from '@backoffice/domain/schemas/instructor';
import { listArgs } from '@backoffice/domain/schemas/list';
import { recordId } from '@backoffice/domain/schemas/record-id';
import { recordVersion } from '@backoffice/domain/schemas/record-version';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation, saveOperation } from '../../../platform/graphql/operation.ts';
import * as store from './instructor-store.ts';

const id = z.object({ id: recordId() });

/** The classroom form picks its instructor from the same list. */
const READ_ACCESS = ['Instrutor', 'Classroom'] as const;
const WRITE_ACCESS = 'Instrutor';

/** One resolver per reading: each root field is its own operation (the access matrix checks each). */
const remove = () => operation({ access: WRITE_ACCESS, args: id, resolve: (a, { db, user }) => store.deleteInstructor(db, user, a.id) });

/**
 * Instrutores on /api/v1/lms/graphql. The spec names two readings of the mutations (call rule); both
 * are served, over the same store.
 */
export const instructorSchema: ServicePart<'lms'> = {
  typeDefs: [
    /* GraphQL */ `
    type Instrutor {
      id: Int!
      nome: String!
      "Masked: 000.000.000-00."
      cpf: String!
      "Localização: true Interno, false Externo."
      is_interno: Boolean!
      "False for a removed instructor that classrooms still use: they keep it, no new one takes it."
      is_active: Boolean!
      updated_at: String!
    }
    input InstrutorInput {
      nome: String
      "With or without the mask."
      cpf: String
      "1 Interno, 0 Externo; 1 when left out."
      is_interno: Int
    }
    extend type Query {
      instrutor(id: Int!): Instrutor
      "Active instructors; search matches the name, the CPF (masked or digits) and the id; orderby id or name."
      instrutor_collection(search: String, limit: Int, page: Int, order: String, orderby: String): [Instrutor!]!
      instrutor_count(search: String): Int!
    }
    extend type Mutation {
      "Creates without id, updates with one."
      criaOuAtualizaInstrutor(id: Int, updated_at: String, nome: String, cpf: String, is_interno: Int): Instrutor!
      "Deletes the instructor, or deactivates it while classrooms use it."
      removeInstrutor(id: Int!): Boolean!
      createInstrutor(input: InstrutorInput!): Instrutor!
      updateInstrutor(id: Int!, updated_at: String, input: InstrutorInput!): Instrutor!
      "Same as removeInstrutor."
      deleteInstrutor(id: Int!): Boolean!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        instrutor: operation({ access: READ_ACCESS, args: id, resolve: (a, { db }) => store.findInstructor(db, a.id) }),
        instrutor_collection: operation({ access: READ_ACCESS, args: listArgs, resolve: (a, { db }) => store.listInstructors(db, a) }),
        instrutor_count: operation({
          access: READ_ACCESS,
          args: z.object({ search: listArgs.shape.search }),
          resolve: (a, { db }) => store.countInstructors(db, a),
        }),
      },
      Mutation: {
        criaOuAtualizaInstrutor: saveOperation({
          access: WRITE_ACCESS,
          fields: 'arguments',
          schema: instructorInput,
          resolve: (save, { db, user }) => store.saveInstructor(db, user, save),
        }),
        removeInstrutor: remove(),
        createInstrutor: operation({
          access: WRITE_ACCESS,
          args: z.object({ input: instructorInput }),
          resolve: (a, { db, user }) => store.saveInstructor(db, user, { input: a.input }),
        }),
        updateInstrutor: operation({
          access: WRITE_ACCESS,
          args: z.object({ id: recordId(), updated_at: recordVersion, input: instructorInput }),
          resolve: (save, { db, user }) => store.saveInstructor(db, user, save),
        }),
        deleteInstrutor: remove(),
      },
    },
  ],
};
