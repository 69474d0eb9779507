import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { PROOF_LIMITS, questionWithAnswersInput } from '@backoffice/domain/schemas/proof';
import { FormPage } from '../../components/form-page.tsx';
import { formValues, saveVariables } from '../../lib/form-values.ts';
import { useCreateQuestionWithAnswers } from './api/use-create-question-with-answers.ts';
import { AnswerListField, newAnswer } from './answer-list-field.tsx';
import { proofPaths } from './proof-paths.ts';
import { WithProofRoute, type ProofRoute } from './proof-route.tsx';

/** /Question-new/{type_id}/{proof_id} ('Adicionar pergunta e respostas'). */
export default function QuestionNewPage() {
  return <WithProofRoute needs={['proofId']}>{(route) => <QuestionNewForm {...route} proofId={route.proofId!} />}</WithProofRoute>;
}

function QuestionNewForm({ typeId, proofId }: ProofRoute & { proofId: number }) {
  const create = useCreateQuestionWithAnswers();
  const [initialValues] = useState(() => formValues(questionWithAnswersInput, null, { proof_id: proofId, answers: [newAnswer()] }));
  return (
    <FormPage
      title="Adicionar pergunta e respostas"
      back={proofPaths.questions(typeId, proofId)}
      schema={questionWithAnswersInput}
      initialValues={initialValues}
      // One call: the question and every answer are stored together or not at all.
      onSave={(values) => create.mutateAsync(saveVariables(questionWithAnswersInput, values))}
      redirectTo={proofPaths.questions(typeId, proofId)}
    >
      {(form) => (
        <>
          <Textarea label="Pergunta" required rows={3} maxLength={PROOF_LIMITS.question} {...form.getInputProps('title')} />
          <AnswerListField form={form} />
        </>
      )}
    </FormPage>
  );
}
