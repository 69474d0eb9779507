import { z } from 'zod';
import { answerInput, answersInput, PROOF_MESSAGES } from '@backoffice/domain/schemas/proof';
import { recordId } from '@backoffice/domain/schemas/record-id';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation, saveOperation } from '../../../platform/graphql/operation.ts';
import * as store from './answer-store.ts';

const ACCESS = 'Proof';
const id = z.object({ id: recordId() });

/** Answers of a question on /api/v1/lms/graphql (the calls of the spec). */
export const answerSchema: ServicePart<'lms'> = {
  typeDefs: [
    /* GraphQL */ `
    "is_correct: 1 correct ('Correta' Sim), 0 wrong."
    type Answer { id: Int!, title: String!, question_id: Int!, is_correct: Int!, updated_at: String! }
    input AnswerInput {
      "Required, at most 1024 characters."
      title: String
      question_id: Int
      "1 correct, 0 (or left out) wrong."
      is_correct: Int
    }
    extend type Query {
      "A question's answers in the order they were written."
      answer_collections(question_id: Int!): [Answer!]!
      answer(id: Int!): Answer
    }
    extend type Mutation {
      "Creates without id, updates with one; updated_at: the version the form loaded."
      createOrUpdateAnswer(id: Int, updated_at: String, input: AnswerInput!): Answer!
      """
      'Nova resposta': several answers of a question at once; a refusal stores none and is told as
      'Erro ao salvar os inputs.' followed by its reason.
      """
      createAnswers(question_id: Int!, answers: [AnswerItemInput!]): [Answer!]!
      deleteAnswer(id: Int!): Boolean!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        answer_collections: operation({
          access: ACCESS,
          args: z.object({ question_id: recordId() }),
          resolve: (a, { db }) => store.listAnswers(db, a.question_id),
        }),
        answer: operation({ access: ACCESS, args: id, resolve: (a, { db }) => store.findAnswer(db, a.id) }),
      },
      Mutation: {
        createOrUpdateAnswer: saveOperation({
          access: ACCESS,
          fields: 'input',
          schema: answerInput,
          failure: PROOF_MESSAGES.saveInputsFailed,
          resolve: (save, { db, user }) => store.saveAnswer(db, user, save),
        }),
        createAnswers: operation({
          access: ACCESS,
          args: answersInput,
          failure: PROOF_MESSAGES.saveInputsFailed,
          resolve: (a, { db, user }) => store.createAnswers(db, user, a),
        }),
        deleteAnswer: operation({ access: ACCESS, args: id, resolve: (a, { db, user }) => store.deleteAnswer(db, user, a.id) }),
      },
    },
  ],
};
