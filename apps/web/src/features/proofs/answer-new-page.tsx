import { useState } from 'react';
import { answersInput } from '@backoffice/domain/schemas/proof';
import { FormPage } from '../../components/form-page.tsx';
import { formValues, saveVariables } from '../../lib/form-values.ts';
import { useCreateAnswers } from './api/use-create-answers.ts';
import { AnswerListField, newAnswer } from './answer-list-field.tsx';
import { proofPaths } from './proof-paths.ts';
import { WithProofRoute, type ProofRoute } from './proof-route.tsx';

type AnswersRoute = ProofRoute & { proofId: number; questionId: number };

/** /Answer-new/{type_id}/{proof_id}/{question_id} ('Nova resposta'): several answers at once. */
export default function AnswerNewPage() {
  return (
    <WithProofRoute needs={['proofId', 'questionId']}>
      {(route) => <AnswerNewForm {...route} proofId={route.proofId!} questionId={route.questionId!} />}
    </WithProofRoute>
  );
}

function AnswerNewForm({ typeId, proofId, questionId }: AnswersRoute) {
  const create = useCreateAnswers();
  const [initialValues] = useState(() => formValues(answersInput, null, { question_id: questionId, answers: [newAnswer()] }));
  const list = proofPaths.answers(typeId, proofId, questionId);
  return (
    <FormPage
      title="Nova resposta"
      back={list}
      schema={answersInput}
      initialValues={initialValues}
      onSave={(values) => create.mutateAsync(saveVariables(answersInput, values))}
      redirectTo={list}
    >
      {(form) => <AnswerListField form={form} />}
    </FormPage>
  );
}
