import { z } from 'zod';
import { PROOF_MESSAGES, questionInput, questionWithAnswersInput } from '@backoffice/domain/schemas/proof';
import { recordId } from '@backoffice/domain/schemas/record-id';
import type { ServicePart } from '../../../platform/graphql/service-part.ts';
import { operation, saveOperation } from '../../../platform/graphql/operation.ts';
import * as store from './question-store.ts';

const ACCESS = 'Proof';
const id = z.object({ id: recordId() });

/** Questions of a proof on /api/v1/lms/graphql (the calls of the spec). */
export const questionSchema: ServicePart<'lms'> = {
  typeDefs: [
    /* GraphQL */ `
    type Question { id: Int!, title: String!, proof_id: Int!, updated_at: String! }
    "A question saved with its answers."
    type QuestionWithAnswers { id: Int!, title: String!, proof_id: Int!, updated_at: String!, answers: [Answer!]! }
    input QuestionInput {
      "Required."
      title: String
      proof_id: Int
    }
    "One answer of a list typed at once."
    input AnswerItemInput {
      "Required, at most 1024 characters."
      title: String
      "1 correct, 0 (or left out) wrong."
      is_correct: Int
    }
    extend type Query {
      "A proof's questions in the order they were written."
      question_collections(proof_id: Int!): [Question!]!
      question(id: Int!): Question
    }
    extend type Mutation {
      "Creates without id, updates with one; updated_at: the version the form loaded."
      createOrUpdateQuestion(id: Int, updated_at: String, input: QuestionInput!): Question!
      """
      'Adicionar pergunta e respostas': the question and its answers in one transaction; a refusal
      stores nothing and is told as 'Erro ao salvar os inputs.' followed by its reason.
      """
      createQuestionWithAnswers(proof_id: Int!, title: String, answers: [AnswerItemInput!]): QuestionWithAnswers!
      "Refused while the question has answers."
      deleteQuestion(id: Int!): Boolean!
    }
  `,
  ],
  resolvers: [
    {
      Query: {
        question_collections: operation({
          access: ACCESS,
          args: z.object({ proof_id: recordId() }),
          resolve: (a, { db }) => store.listQuestions(db, a.proof_id),
        }),
        question: operation({ access: ACCESS, args: id, resolve: (a, { db }) => store.findQuestion(db, a.id) }),
      },
      Mutation: {
        createOrUpdateQuestion: saveOperation({
          access: ACCESS,
          fields: 'input',
          schema: questionInput,
          failure: PROOF_MESSAGES.saveInputsFailed,
          resolve: (save, { db, user }) => store.saveQuestion(db, user, save),
        }),
        createQuestionWithAnswers: operation({
          access: ACCESS,
          args: questionWithAnswersInput,
          failure: PROOF_MESSAGES.saveInputsFailed,
          resolve: (a, { db, user }) => store.createQuestionWithAnswers(db, user, a),
        }),
        deleteQuestion: operation({ access: ACCESS, args: id, resolve: (a, { db, user }) => store.deleteQuestion(db, user, a.id) }),
      },
    },
  ],
};
