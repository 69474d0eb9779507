import { Checkbox, TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithApp } from '../test/render.tsx';
import { FormList } from './form-list.tsx';
import { FormPage, type FormRecord } from './form-page.tsx';

const FILL_ALL = 'Por favor, preencha todos os campos de resposta.';
const AT_LEAST_ONE = 'Adicione pelo menos uma resposta.';

const questionInput = z.object({
  title: z.string().trim().min(1, 'Por favor, preencha a pergunta.'),
  answers: z.array(z.object({ title: z.string().trim().min(1, FILL_ALL).max(1024), is_correct: z.boolean() })).min(1, AT_LEAST_ONE),
});

type Answer = { title: string; is_correct: boolean };
type Question = { title: string; answers: Answer[] };

const newAnswer = (): Answer => ({ title: '', is_correct: false });

function QuestionForm({ onSave, min = 1, record }: { onSave: (values: Question) => Promise<unknown>; min?: number; record?: FormRecord<Question> }) {
  return (
    <FormPage<typeof questionInput, Question>
      title="Adicionar pergunta e respostas"
      schema={questionInput}
      initialValues={{ title: '', answers: [newAnswer()] }}
      record={record}
      onSave={onSave}
    >
      {(form) => (
        <>
          <TextInput label="Pergunta" {...form.getInputProps('title')} />
          <FormList form={form} path="answers" legend="Respostas" newItem={newAnswer} addLabel="Adicionar resposta" removeLabel="Remover resposta" min={min}>
            {(index, path) => (
              <>
                <TextInput label={`Resposta ${index + 1}`} {...form.getInputProps(`${path}.title`)} />
                <Checkbox label={`Correta ${index + 1}`} {...form.getInputProps(`${path}.is_correct`, { type: 'checkbox' })} />
              </>
            )}
          </FormList>
        </>
      )}
    </FormPage>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const removeButton = (n: number) => screen.getByRole('button', { name: `Remover resposta ${n}` }) as HTMLButtonElement;
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Adicionar resposta' }));
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('FormList', () => {
  it('adds, edits and removes answers, keeping at least `min`', async () => {
    const onSave = vi.fn(async () => undefined);
    renderWithApp(<QuestionForm onSave={onSave} />);
    expect(removeButton(1).disabled).toBe(true);
    add();
    add();
    expect(removeButton(1).disabled).toBe(false);
    type('Pergunta', 'Qual a cor do céu?');
    type('Resposta 1', 'Verde');
    type('Resposta 2', 'Azul');
    fireEvent.click(input('Correta 2'));
    type('Resposta 3', 'Roxo');
    fireEvent.click(removeButton(1));
    expect(screen.queryByLabelText('Resposta 3')).toBeNull();
    expect([input('Resposta 1').value, input('Resposta 2').value]).toEqual(['Azul', 'Roxo']);
    expect(input('Correta 1').checked).toBe(true);
    save();
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        {
          title: 'Qual a cor do céu?',
          answers: [
            { title: 'Azul', is_correct: true },
            { title: 'Roxo', is_correct: false },
          ],
        },
        {},
      ),
    );
  });

  it("shows the schema's message under each empty answer and focuses the first", async () => {
    const onSave = vi.fn(async () => undefined);
    renderWithApp(<QuestionForm onSave={onSave} />);
    add();
    add();
    type('Pergunta', 'Qual a cor do céu?');
    type('Resposta 1', 'Azul');
    save();
    expect(await screen.findAllByText(FILL_ALL)).toHaveLength(2);
    expect(document.activeElement).toBe(input('Resposta 2'));
    // The message moves with its answer when another is removed.
    fireEvent.click(removeButton(1));
    expect(screen.getAllByText(FILL_ALL)).toHaveLength(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the list's own message under the list", async () => {
    renderWithApp(<QuestionForm onSave={vi.fn()} min={0} />);
    type('Pergunta', 'Sem respostas');
    fireEvent.click(removeButton(1));
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(AT_LEAST_ONE);
    add();
    expect(screen.getByRole('alert').textContent).toBe(AT_LEAST_ONE);
  });

  it("edits a loaded question's answers", async () => {
    const onSave = vi.fn(async () => undefined);
    const data = { title: 'Capital?', answers: ['Rio', 'Brasília', 'Salvador'].map((title) => ({ title, is_correct: title === 'Brasília' })) };
    renderWithApp(<QuestionForm onSave={onSave} record={{ isPending: false, isError: false, data, updated_at: 'V1' }} />);
    expect(input('Resposta 3').value).toBe('Salvador');
    fireEvent.click(removeButton(1));
    expect([input('Resposta 1').value, input('Resposta 2').value]).toEqual(['Brasília', 'Salvador']);
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ title: 'Capital?', answers: data.answers.slice(1) }, { updated_at: 'V1' }));
  });
});
