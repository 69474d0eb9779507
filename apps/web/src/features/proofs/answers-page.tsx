import { Button } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import { correctLabel } from '@backoffice/domain/schemas/proof';
import { ListPage } from '../../components/list-page.tsx';
import { DeleteRowAction, RowAction } from '../../components/row-action.tsx';
import { useAnswers } from './api/use-answers.ts';
import { useDeleteAnswer } from './api/use-delete-answer.ts';
import { useQuestion } from './api/use-question.ts';
import { proofPaths } from './proof-paths.ts';
import { WithProofRoute, type ProofRoute } from './proof-route.tsx';

type AnswersRoute = ProofRoute & { proofId: number; questionId: number };

/** /Answer/{type_id}/{proof_id}/{question_id}: a question's answers. */
export default function AnswersPage() {
  return (
    <WithProofRoute needs={['proofId', 'questionId']}>
      {(route) => <AnswersList {...route} proofId={route.proofId!} questionId={route.questionId!} />}
    </WithProofRoute>
  );
}

function AnswersList({ typeId, proofId, questionId }: AnswersRoute) {
  const question = useQuestion(questionId);
  const answers = useAnswers(questionId);
  const remove = useDeleteAnswer();
  return (
    <ListPage
      title={question.data ? `Respostas — ${question.data.title}` : 'Respostas'}
      bulk={{ kind: 'answer', parent: questionId }}
      back={proofPaths.questions(typeId, proofId)}
      actions={
        <Button component={Link} to={proofPaths.createAnswers(typeId, proofId, questionId)}>
          Nova Resposta
        </Button>
      }
      query={answers}
      rowKey={(a) => a.id}
      columns={[
        { header: 'ID', render: (a) => a.id },
        { header: 'Título', render: (a) => a.title },
        { header: 'Correta', render: (a) => correctLabel(a.is_correct) },
      ]}
      rowActions={(a) => (
        <>
          <RowAction label="Editar" to={proofPaths.editAnswer(typeId, proofId, questionId, a.id)} icon={<IconEdit size={18} />} />
          <DeleteRowAction confirm={{ what: `a resposta ${a.title}`, remove: () => remove.mutateAsync(a.id), restorable: true }} />
        </>
      )}
    />
  );
}
