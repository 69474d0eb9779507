import { Checkbox, Group, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PROOF_LIMITS, type answersInput } from '@backoffice/domain/schemas/proof';
import { FormList } from '../../components/form-list.tsx';
import type { FormValues } from '../../lib/form-values.ts';

/** One answer of a list typed at once, as the form holds it. */
export type AnswerItemValues = FormValues<typeof answersInput>['answers'][number];

export const newAnswer = (): AnswerItemValues => ({ title: '', is_correct: false });

/**
 * The answers typed at once ('Adicionar pergunta e respostas', 'Nova resposta'): rows added and
 * removed at will, each with its text and 'Correta'; at least one row stays.
 */
export function AnswerListField<V extends { answers: AnswerItemValues[] }>({ form }: { form: UseFormReturnType<V> }) {
  return (
    <FormList
      form={form}
      path="answers"
      legend="Respostas"
      newItem={newAnswer}
      addLabel="Adicionar resposta"
      removeLabel="Remover resposta"
      min={1}
      max={PROOF_LIMITS.answersAtOnce}
    >
      {(index, path) => (
        <Group align="flex-start" wrap="nowrap">
          <TextInput label={`Resposta ${index + 1}`} required maxLength={PROOF_LIMITS.answer} style={{ flex: 1 }} {...form.getInputProps(`${path}.title`)} />
          <Checkbox mt={34} label="Correta" aria-label={`Correta ${index + 1}`} {...form.getInputProps(`${path}.is_correct`, { type: 'checkbox' })} />
        </Group>
      )}
    </FormList>
  );
}
