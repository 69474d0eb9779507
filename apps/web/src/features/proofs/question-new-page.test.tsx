import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROOF_MESSAGES } from '@backoffice/domain/schemas/proof';
import type { CreateQuestionWithAnswersMutation } from '../../generated/lms/graphql.ts';
import { serverError, stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderProofScreen } from './proofs-test-app.tsx';

let api: ApiStub;
let refuse = false;
beforeEach(() => {
  refuse = false;
  api = stubApi({
    graphql: {
      CreateQuestionWithAnswers: (): CreateQuestionWithAnswersMutation => {
        if (refuse) throw serverError(`${PROOF_MESSAGES.saveInputsFailed} Avaliação não encontrada.`, 'BAD_USER_INPUT');
        return { createQuestionWithAnswers: { id: 31 } };
      },
      // The questions' list the save returns to.
      Proof: () => ({ proof: null }),
      Questions: () => ({ question_collections: [] }),
    },
  });
});
afterEach(() => act(() => notifications.clean()));

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Adicionar resposta' }));
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

async function open() {
  const router = await renderProofScreen('/Question-new/1/5');
  expect(await screen.findByRole('heading', { name: 'Adicionar pergunta e respostas' })).toBeTruthy();
  return router;
}

describe('/Question-new/{type_id}/{proof_id}', () => {
  it('asks for the question and for every answer, and sends nothing', async () => {
    await open();
    add();
    save();
    expect(await screen.findByText(PROOF_MESSAGES.questionRequired)).toBeTruthy();
    expect(screen.getAllByText(PROOF_MESSAGES.answersRequired)).toHaveLength(2);
    expect(document.activeElement).toBe(input('Pergunta'));
    type('Pergunta', 'Qual o prazo de carência?');
    type('Resposta 1', '30 dias');
    save();
    await waitFor(() => expect(screen.getAllByText(PROOF_MESSAGES.answersRequired)).toHaveLength(1));
    expect(document.activeElement).toBe(input('Resposta 2'));
    expect(api.variablesOf('CreateQuestionWithAnswers')).toEqual([]);
  });

  it('adds and removes answer rows, focusing a new row, and keeps at least one', async () => {
    await open();
    const removeFirst = () => screen.getByRole('button', { name: 'Remover resposta 1' }) as HTMLButtonElement;
    expect(removeFirst().disabled).toBe(true);
    add();
    await waitFor(() => expect(document.activeElement).toBe(input('Resposta 2')));
    type('Resposta 1', 'Primeira');
    type('Resposta 2', 'Segunda');
    fireEvent.click(removeFirst());
    expect(input('Resposta 1').value).toBe('Segunda');
    expect(screen.queryByLabelText(/^Resposta 2/)).toBeNull();
    expect(removeFirst().disabled).toBe(true);
  });

  it('saves the question and its answers with one call, then returns to the questions', async () => {
    const router = await open();
    type('Pergunta', '  Qual o prazo de carência? ');
    type('Resposta 1', '30 dias');
    add();
    type('Resposta 2', '60 dias');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Correta 2' }));
    add();
    type('Resposta 3', '90 dias');
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(api.calls.map((c) => c.operation)).toEqual(['CreateQuestionWithAnswers']);
    expect(api.variablesOf('CreateQuestionWithAnswers')).toEqual([
      {
        proof_id: 5,
        title: 'Qual o prazo de carência?',
        answers: [
          { title: '30 dias', is_correct: 0 },
          { title: '60 dias', is_correct: 1 },
          { title: '90 dias', is_correct: 0 },
        ],
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Question/1/5'), { timeout: 3000 });
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    refuse = true;
    const router = await open();
    type('Pergunta', 'Qual o prazo de carência?');
    type('Resposta 1', '30 dias');
    save();
    expect(await screen.findByText(`${PROOF_MESSAGES.saveInputsFailed} Avaliação não encontrada.`)).toBeTruthy();
    expect(screen.queryByText('Salvo com sucesso!')).toBeNull();
    expect(input('Resposta 1').value).toBe('30 dias');
    expect(router.state.location.pathname).toBe('/Question-new/1/5');
  });
});
