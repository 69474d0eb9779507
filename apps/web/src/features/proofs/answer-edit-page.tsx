import { Checkbox, Textarea } from '@mantine/core';
import { answerInput, PROOF_LIMITS } from '@backoffice/domain/schemas/proof';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { useAnswer, type Answer } from './api/use-answer.ts';
import { useSaveAnswer } from './api/use-save-answer.ts';
import { proofPaths } from './proof-paths.ts';
import { WithProofRoute, type ProofRoute } from './proof-route.tsx';

type AnswerValues = { title: string; question_id: number; is_correct: boolean };

type AnswerRoute = ProofRoute & { proofId: number; questionId: number; id: number };

const toForm = (a: Answer): AnswerValues => ({ title: a.title, question_id: a.question_id, is_correct: a.is_correct === 1 });

/** /Answer-edit/{type_id}/{proof_id}/{question_id}/{id} ('Editar resposta'). */
export default function AnswerEditPage() {
  return (
    <WithProofRoute needs={['proofId', 'questionId', 'id']}>
      {(route) => <AnswerEditForm key={route.id} {...route} proofId={route.proofId!} questionId={route.questionId!} id={route.id!} />}
    </WithProofRoute>
  );
}

function AnswerEditForm({ typeId, proofId, questionId, id }: AnswerRoute) {
  const answer = useAnswer(id);
  const save = useSaveAnswer();
  const record = useEditRecord(id, answer, toForm, { required: true });
  return (
    <FormPage<AnswerValues>
      title="Editar resposta"
      back={proofPaths.answers(typeId, proofId, questionId)}
      schema={answerInput}
      initialValues={{ title: '', question_id: questionId, is_correct: false }}
      record={record}
      onSave={(values, version) => save.mutateAsync({ id, input: answerInput.parse(values), ...version })}
    >
      {(form) => (
        <>
          <Textarea label="Resposta" required rows={3} maxLength={PROOF_LIMITS.answer} {...form.getInputProps('title')} />
          <Checkbox label="Correta" {...form.getInputProps('is_correct', { type: 'checkbox' })} />
        </>
      )}
    </FormPage>
  );
}
