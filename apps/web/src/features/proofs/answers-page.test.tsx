import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@backoffice/domain/constants';
import { PROOF_MESSAGES } from '@backoffice/domain/schemas/proof';
import type {
  AnswerQuery,
  AnswersQuery,
  CreateAnswersMutation,
  DeleteAnswerMutation,
  DeleteQuestionMutation,
  QuestionQuery,
  QuestionsQuery,
  ProofQuery,
  SaveAnswerRecordMutation,
} from '../../generated/lms/graphql.ts';
import { serverError, stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderProofScreen } from './proofs-test-app.tsx';

const PROOF: NonNullable<ProofQuery['proof']> = {
  id: 5,
  title: 'Prova de seguros',
  prooftype_id: 1,
  active: 1,
  minimum: 1,
  attempts: 2,
  date_publish: '2026-03-01T12:00:00.000Z',
  date_unpublish: null,
  date_publish_format: '01/03/2026 09:00',
  date_unpublish_format: '',
  updated_at: 'v1',
};
const QUESTION = { id: 9, title: 'Qual o prazo de carência?', proof_id: 5, updated_at: '2026-03-02T10:00:00.000Z' };
const ANSWERS: AnswersQuery['answer_collections'] = [
  { id: 21, title: '30 dias', is_correct: 0 },
  { id: 22, title: '60 dias', is_correct: 1 },
];

let api: ApiStub;
beforeEach(() => {
  api = stubApi({
    graphql: {
      Proof: (): ProofQuery => ({ proof: PROOF }),
      Questions: (): QuestionsQuery => ({ question_collections: [QUESTION] }),
      Question: (): QuestionQuery => ({ question: QUESTION }),
      Answers: (): AnswersQuery => ({ answer_collections: ANSWERS }),
      Answer: ({ id }): AnswerQuery => ({ answer: id === 22 ? { ...ANSWERS[1], question_id: 9, updated_at: 'a1' } : null }),
      CreateAnswers: ({ answers }): CreateAnswersMutation => ({ createAnswers: answers.map((_: unknown, i: number) => ({ id: 30 + i })) }),
      SaveAnswerRecord: ({ id, input }): SaveAnswerRecordMutation => ({ createOrUpdateAnswer: { ...input, id, updated_at: 'a2' } }),
      DeleteAnswer: (): DeleteAnswerMutation => ({ deleteAnswer: true }),
      DeleteQuestion: (): DeleteQuestionMutation => {
        throw serverError(PROOF_MESSAGES.childrenExist, 'CONFLICT');
      },
    },
  });
});
afterEach(() => act(() => notifications.clean()));

const rowOf = async (text: string) => within((await screen.findByRole('cell', { name: text })).closest('tr')!);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('/Question/{type_id}/{proof_id}', () => {
  it('lists the questions with Respostas, edit and Nova Pergunta, and tells why a question with answers stays', async () => {
    await renderProofScreen('/Question/1/5');
    expect(await screen.findByRole('heading', { name: 'Perguntas — Prova de seguros' })).toBeTruthy();
    const row = await rowOf(QUESTION.title);
    expect(row.getByRole('link', { name: 'Respostas' }).getAttribute('href')).toBe('/Answer/1/5/9');
    expect(row.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/Question-edit/1/5/9');
    expect(screen.getByRole('link', { name: 'Nova Pergunta' }).getAttribute('href')).toBe('/Question-new/1/5');
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/Proof/1');
    fireEvent.click(row.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.deleteTitle)).toBeTruthy();
    expect(
      within(dialog).getByText(`Tem certeza que deseja excluir a pergunta ${QUESTION.title}? Não será possível recuperar o registro após a exclusão`),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(PROOF_MESSAGES.childrenExist)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.deleted)).toBeNull();
  });
});

describe('/Answer/{type_id}/{proof_id}/{question_id}', () => {
  it('shows Correta as Sim or Não and deletes an answer after the confirmation', async () => {
    await renderProofScreen('/Answer/1/5/9');
    expect(await screen.findByRole('heading', { name: `Respostas — ${QUESTION.title}` })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Selecionar', 'ID', 'Título', 'Correta', 'Ações']);
    expect((await rowOf('30 dias')).getByRole('cell', { name: 'Não' })).toBeTruthy();
    const correct = await rowOf('60 dias');
    expect(correct.getByRole('cell', { name: 'Sim' })).toBeTruthy();
    expect(correct.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/Answer-edit/1/5/9/22');
    expect(screen.getByRole('link', { name: 'Nova Resposta' }).getAttribute('href')).toBe('/Answer-new/1/5/9');
    fireEvent.click(correct.getByRole('button', { name: 'Excluir' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MESSAGES.deleted)).toBeTruthy();
    expect(api.variablesOf('DeleteAnswer')).toEqual([{ id: 22 }]);
    await waitFor(() => expect(api.variablesOf('Answers').length).toBeGreaterThan(1));
  });
});

describe('/Answer-new/{type_id}/{proof_id}/{question_id}', () => {
  it("asks 'Por favor, preencha todos os campos.' and then sends several answers in one call", async () => {
    const router = await renderProofScreen('/Answer-new/1/5/9');
    expect(await screen.findByRole('heading', { name: 'Nova resposta' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar resposta' }));
    fireEvent.change(screen.getByLabelText(/^Resposta 2/), { target: { value: '120 dias' } });
    save();
    expect(await screen.findByText(PROOF_MESSAGES.answerFieldsRequired)).toBeTruthy();
    expect(api.variablesOf('CreateAnswers')).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Resposta 1/), { target: { value: '90 dias' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Correta 1' }));
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(api.variablesOf('CreateAnswers')).toEqual([
      {
        question_id: 9,
        answers: [
          { title: '90 dias', is_correct: 1 },
          { title: '120 dias', is_correct: 0 },
        ],
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Answer/1/5/9'), { timeout: 3000 });
  });
});

describe('/Answer-edit/{type_id}/{proof_id}/{question_id}/{id}', () => {
  it("'Editar resposta' loads the answer and saves its text and Correta with the version loaded", async () => {
    await renderProofScreen('/Answer-edit/1/5/9/22');
    expect(await screen.findByRole('heading', { name: 'Editar resposta' })).toBeTruthy();
    expect(await screen.findByDisplayValue('60 dias')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Correta' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Resposta/), { target: { value: '' } });
    save();
    expect(await screen.findByText(PROOF_MESSAGES.answerFieldsRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Resposta/), { target: { value: '61 dias' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Correta' }));
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(api.variablesOf('SaveAnswerRecord')).toEqual([{ id: 22, updated_at: 'a1', input: { title: '61 dias', question_id: 9, is_correct: 0 } }]);
  });
});
