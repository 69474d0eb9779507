import { Checkbox, Textarea } from '@mantine/core';
import { answerInput, PROOF_LIMITS } from '@backoffice/domain/schemas/proof';
import { FormPage, useEditRecord } from '../../components/form-page.tsx';
import { SaveAnswerRecordDocument } from '../../generated/lms/graphql.ts';
import { useAnswer } from './api/use-answer.ts';
import { PROOFS_KEY } from './api/use-proofs.ts';
import { proofPaths } from './proof-paths.ts';
import { WithProofRoute, type ProofRoute } from './proof-route.tsx';

type AnswerRoute = ProofRoute & { proofId: number; questionId: number; id: number };

/** A stored answer's values: its fields of the same name, 'Correta' as the checkbox's boolean. */

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
  const record = useEditRecord(id, answer, answerInput, { required: true });
  return (
    <FormPage
      history={{ type: 'answer', id }}
      title="Editar resposta"
      back={proofPaths.answers(typeId, proofId, questionId)}
      schema={answerInput}
      record={record}
      save={{ service: 'lms', document: SaveAnswerRecordDocument, variables: (input) => ({ id, input }), invalidates: PROOFS_KEY }}
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
