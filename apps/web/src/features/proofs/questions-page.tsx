import { Button } from '@mantine/core';
import { IconEdit, IconListCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListPage } from '../../components/list-page.tsx';
import { DeleteRowAction, RowAction } from '../../components/row-action.tsx';
import { useDeleteQuestion } from './api/use-delete-question.ts';
import { useProof } from './api/use-proof.ts';
import { useQuestions } from './api/use-questions.ts';
import { proofPaths } from './proof-paths.ts';
import { WithProofRoute, type ProofRoute } from './proof-route.tsx';

/** /Question/{type_id}/{proof_id}: a proof's questions. */
export default function QuestionsPage() {
  return <WithProofRoute needs={['proofId']}>{(route) => <QuestionsList {...route} proofId={route.proofId!} />}</WithProofRoute>;
}

function QuestionsList({ typeId, proofId }: ProofRoute & { proofId: number }) {
  const proof = useProof(proofId);
  const questions = useQuestions(proofId);
  const remove = useDeleteQuestion();
  return (
    <ListPage
      title={proof.data ? `Perguntas — ${proof.data.title}` : 'Perguntas'}
      bulk={{ kind: 'question', parent: proofId }}
      back={proofPaths.list(typeId)}
      actions={
        <Button component={Link} to={proofPaths.createQuestion(typeId, proofId)}>
          Nova Pergunta
        </Button>
      }
      query={questions}
      parent={proof}
      rowKey={(q) => q.id}
      columns={[
        { header: 'ID', render: (q) => q.id },
        { header: 'Título', render: (q) => q.title },
      ]}
      rowActions={(q) => (
        <>
          <RowAction label="Respostas" to={proofPaths.answers(typeId, proofId, q.id)} icon={<IconListCheck size={18} />} />
          <RowAction label="Editar" to={proofPaths.editQuestion(typeId, proofId, q.id)} icon={<IconEdit size={18} />} />
          <DeleteRowAction confirm={{ what: `a pergunta ${q.title}`, remove: () => remove.mutateAsync(q.id), restorable: true }} />
        </>
      )}
    />
  );
}
