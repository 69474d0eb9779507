import { Textarea } from '@mantine/core';
import { PROOF_LIMITS, questionInput } from '@backoffice/domain/schemas/proof';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { SaveQuestionRecordDocument } from '../../generated/lms/graphql.ts';
import { useQuestion } from './api/use-question.ts';
import { PROOFS_KEY } from './api/use-proofs.ts';
import { proofPaths } from './proof-paths.ts';
import { WithProofRoute, type ProofRoute } from './proof-route.tsx';

/** /Question-edit/{type_id}/{proof_id}/{id}: the question's text. */
export default function QuestionEditPage() {
  return (
    <WithProofRoute needs={['proofId', 'id']}>
      {(route) => <QuestionEditForm key={route.id} {...route} proofId={route.proofId!} id={route.id!} />}
    </WithProofRoute>
  );
}

function QuestionEditForm({ typeId, proofId, id }: ProofRoute & { proofId: number; id: number }) {
  const question = useQuestion(id);
  const record = useEditRecord(id, question, questionInput, { required: true });
  return (
    <FormPage
      history={{ type: 'question', id }}
      title="Editar pergunta"
      back={proofPaths.questions(typeId, proofId)}
      schema={questionInput}
      record={record}
      save={{ service: 'lms', document: SaveQuestionRecordDocument, variables: (input) => ({ id, input }), invalidates: PROOFS_KEY }}
    >
      {(form) => <Textarea label="Pergunta" required rows={3} maxLength={PROOF_LIMITS.question} {...form.getInputProps('title')} />}
    </FormPage>
  );
}
